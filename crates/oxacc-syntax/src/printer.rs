//! A precedence-aware C printer: AST → C text that parses back to the same AST.
//!
//! Parentheses are inserted only where precedence or associativity needs them, so the output
//! of `a * (b + c)` is `a * (b + c)` and that of `(a * b) + c` is `a * b + c`. Literals are
//! printed from their values (not their spelling), so print → parse → print is a fixed point.
//! Pragma and directive token runs are printed from the source text (`text`) they index.

use crate::arena::Handle;
use crate::ast::*;
use crate::token::{Encoding, PragmaKind, Token};
use std::fmt::Write;

/// Expression precedence levels (higher binds tighter).
pub mod prec {
    pub const COMMA: u8 = 1;
    pub const ASSIGN: u8 = 2;
    pub const COND: u8 = 3;
    pub const LOGICAL_OR: u8 = 4;
    pub const UNARY: u8 = 14;
    pub const POSTFIX: u8 = 15;
    pub const PRIMARY: u8 = 16;
}

/// Prints a whole translation unit.
pub fn print_ast(ast: &Ast, text: &str) -> String {
    let mut p = Printer::new(ast, text);
    for item in &ast.items {
        p.external_decl(item);
    }
    p.out
}

/// Prints one expression.
pub fn print_expr(ast: &Ast, text: &str, e: Handle<Expr>) -> String {
    let mut p = Printer::new(ast, text);
    p.expr(e, prec::COMMA);
    p.out
}

/// Prints one statement (with a trailing newline).
pub fn print_stmt(ast: &Ast, text: &str, s: Handle<Stmt>) -> String {
    let mut p = Printer::new(ast, text);
    p.stmt(s);
    p.out
}

/// Prints one declaration (with its `;`).
pub fn print_decl(ast: &Ast, text: &str, d: Handle<Decl>) -> String {
    let mut p = Printer::new(ast, text);
    p.decl(d);
    p.out.push(';');
    p.out
}

/// Prints a type name such as `const char *[3]`.
pub fn print_type_name(ast: &Ast, text: &str, t: Handle<TypeName>) -> String {
    let mut p = Printer::new(ast, text);
    p.type_name(t);
    p.out
}

/// The printer state: the output and the current indentation.
pub struct Printer<'a> {
    ast: &'a Ast,
    text: &'a str,
    pub out: String,
    indent: usize,
}

impl<'a> Printer<'a> {
    pub fn new(ast: &'a Ast, text: &'a str) -> Printer<'a> {
        Printer {
            ast,
            text,
            out: String::new(),
            indent: 0,
        }
    }

    fn name(&self, id: Ident) -> &'a str {
        self.ast.interner.resolve(id.name)
    }

    fn newline(&mut self) {
        self.out.push('\n');
        for _ in 0..self.indent {
            self.out.push_str("    ");
        }
    }

    /// Starts a new line unless the output is already at the start of one.
    fn fresh_line(&mut self) {
        let at_start = self.out.is_empty() || self.out.ends_with('\n');
        if at_start {
            for _ in 0..self.indent {
                self.out.push_str("    ");
            }
        } else {
            self.newline();
        }
    }

    /// Appends `s`, adding a space first if it would otherwise glue onto the previous token
    /// (`- -x`, `a b`).
    fn word(&mut self, s: &str) {
        if let (Some(last), Some(first)) = (self.out.chars().last(), s.chars().next()) {
            let ident =
                |c: char| c.is_ascii_alphanumeric() || c == '_' || c == '$' || !c.is_ascii();
            let glue = (ident(last) && ident(first))
                || (last == first && matches!(first, '+' | '-' | '&' | '|' | '<' | '>' | '='))
                || (last == '/' && first == '*')
                || (last == '-' && first == '>');
            if glue {
                self.out.push(' ');
            }
        }
        self.out.push_str(s);
    }

    fn tokens_text(&self, tokens: &[Token]) -> &'a str {
        match (tokens.first(), tokens.last()) {
            (Some(a), Some(b)) => self
                .text
                .get(a.span.start as usize..b.span.end as usize)
                .unwrap_or(""),
            _ => "",
        }
    }

    // ---- top level ----------------------------------------------------------------------

    fn external_decl(&mut self, item: &ExternalDecl) {
        match item {
            ExternalDecl::Decl(d) => {
                self.fresh_line();
                self.decl(*d);
                self.out.push_str(";\n");
            }
            ExternalDecl::FunctionDef(f) => self.function_def(*f),
            ExternalDecl::StaticAssert(sa) => {
                self.fresh_line();
                self.static_assert(sa);
                self.out.push('\n');
            }
            ExternalDecl::Asm { template, .. } => {
                self.fresh_line();
                self.out.push_str("__asm__(");
                self.expr(*template, prec::ASSIGN);
                self.out.push_str(");\n");
            }
            ExternalDecl::Directive(d) => self.directive(*d),
            ExternalDecl::Pragma(p) => self.pragma(*p),
            ExternalDecl::Empty(_) => {}
        }
    }

    fn function_def(&mut self, f: Handle<FunctionDef>) {
        let f = &self.ast.functions[f];
        self.fresh_line();
        self.decl_specs(&f.specs);
        self.declarator(&f.declarator);
        self.out.push('\n');
        for d in &f.knr_decls {
            self.decl(*d);
            self.out.push_str(";\n");
        }
        self.stmt(f.body);
    }

    fn static_assert(&mut self, sa: &StaticAssert) {
        self.out.push_str("_Static_assert(");
        self.expr(sa.cond, prec::ASSIGN);
        if let Some(m) = sa.message {
            self.out.push_str(", ");
            self.expr(m, prec::ASSIGN);
        }
        self.out.push_str(");");
    }

    fn directive(&mut self, d: Handle<Directive>) {
        let d = &self.ast.directives[d];
        self.fresh_line();
        self.out.push_str(match d.kind {
            DirectiveKind::Acc => "#pragma acc",
            DirectiveKind::Omp => "#pragma omp",
        });
        let body = self.tokens_text(&d.tokens);
        if !body.is_empty() {
            self.out.push(' ');
            self.out.push_str(body);
        }
        self.out.push('\n');
        if let Some(b) = d.body {
            self.stmt(b);
        }
    }

    fn pragma(&mut self, p: Handle<Pragma>) {
        let p = &self.ast.pragmas[p];
        self.fresh_line();
        self.out.push_str("#pragma");
        if let Some(kw) = match p.kind {
            PragmaKind::Acc => Some("acc"),
            PragmaKind::Omp => Some("omp"),
            PragmaKind::Other => None,
        } {
            self.out.push(' ');
            self.out.push_str(kw);
        }
        let body = self.tokens_text(&p.tokens);
        if !body.is_empty() {
            self.out.push(' ');
            self.out.push_str(body);
        }
        self.out.push('\n');
    }

    // ---- declarations -------------------------------------------------------------------

    /// `specs declarator = init, ...` without the `;`.
    fn decl(&mut self, d: Handle<Decl>) {
        let d = &self.ast.decls[d];
        self.decl_specs(&d.specs);
        for (i, id) in d.declarators.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.declarator(&id.declarator);
            if let Some(init) = id.init {
                self.out.push_str(" = ");
                self.initializer(init);
            }
        }
        self.trim_trailing_space();
    }

    fn quals(&mut self, q: TypeQuals) {
        if q.is_const {
            self.word("const ");
        }
        if q.is_volatile {
            self.word("volatile ");
        }
        if q.is_restrict {
            self.word("restrict ");
        }
        if q.is_atomic {
            self.word("_Atomic ");
        }
    }

    fn decl_specs(&mut self, s: &DeclSpecs) {
        for (sc, _) in &s.storage {
            self.word(match sc {
                StorageClass::Typedef => "typedef ",
                StorageClass::Extern => "extern ",
                StorageClass::Static => "static ",
                StorageClass::Auto => "auto ",
                StorageClass::Register => "register ",
                StorageClass::ThreadLocal => "_Thread_local ",
            });
        }
        if s.is_inline {
            self.word("inline ");
        }
        if s.is_noreturn {
            self.word("_Noreturn ");
        }
        self.attributes(&s.attrs);
        self.quals(s.quals);
        for a in &s.align {
            self.word("_Alignas(");
            match a {
                AlignSpec::Type(t, _) => self.type_name(*t),
                AlignSpec::Expr(e, _) => self.expr(*e, prec::COND),
            }
            self.out.push_str(") ");
        }
        for t in &s.types {
            self.type_spec(t);
            self.out.push(' ');
        }
    }

    fn type_spec(&mut self, t: &TypeSpec) {
        let kw = match &t.kind {
            TypeSpecKind::Void => "void",
            TypeSpecKind::Char => "char",
            TypeSpecKind::Short => "short",
            TypeSpecKind::Int => "int",
            TypeSpecKind::Long => "long",
            TypeSpecKind::Float => "float",
            TypeSpecKind::Double => "double",
            TypeSpecKind::Signed => "signed",
            TypeSpecKind::Unsigned => "unsigned",
            TypeSpecKind::Bool => "_Bool",
            TypeSpecKind::Complex => "_Complex",
            TypeSpecKind::Imaginary => "_Imaginary",
            TypeSpecKind::Int128 => "__int128",
            TypeSpecKind::Float16 => "_Float16",
            TypeSpecKind::Float32 => "_Float32",
            TypeSpecKind::Float64 => "_Float64",
            TypeSpecKind::Float128 => "_Float128",
            TypeSpecKind::Float32x => "_Float32x",
            TypeSpecKind::Float64x => "_Float64x",
            TypeSpecKind::Float128x => "_Float128x",
            TypeSpecKind::Float80 => "__float80",
            TypeSpecKind::Decimal32 => "_Decimal32",
            TypeSpecKind::Decimal64 => "_Decimal64",
            TypeSpecKind::Decimal128 => "_Decimal128",
            TypeSpecKind::AutoType => "__auto_type",
            TypeSpecKind::TypedefName(id) => self.name(*id),
            TypeSpecKind::Record(r) => {
                self.record(*r);
                return;
            }
            TypeSpecKind::Enum(e) => {
                self.enum_spec(*e);
                return;
            }
            TypeSpecKind::TypeofExpr(e) => {
                self.word("__typeof__(");
                self.expr(*e, prec::COMMA);
                self.out.push(')');
                return;
            }
            TypeSpecKind::TypeofType(t) => {
                self.word("__typeof__(");
                self.type_name(*t);
                self.out.push(')');
                return;
            }
            TypeSpecKind::Atomic(t) => {
                self.word("_Atomic(");
                self.type_name(*t);
                self.out.push(')');
                return;
            }
        };
        self.word(kw);
    }

    fn record(&mut self, r: Handle<RecordSpec>) {
        let r = &self.ast.records[r];
        self.word(match r.kind {
            RecordKind::Struct => "struct",
            RecordKind::Union => "union",
        });
        self.out.push(' ');
        self.attributes(&r.attrs);
        if let Some(tag) = r.tag {
            self.word(self.name(tag));
        }
        let Some(members) = &r.members else {
            return;
        };
        self.trim_trailing_space();
        self.out.push_str(" {");
        self.indent += 1;
        for m in members {
            self.newline();
            match m {
                Member::Field(f) => {
                    self.decl_specs(&f.specs);
                    for (i, d) in f.declarators.iter().enumerate() {
                        if i > 0 {
                            self.out.push(',');
                        }
                        self.declarator(&d.declarator);
                        if let Some(w) = d.bit_width {
                            self.trim_trailing_space();
                            self.out.push_str(" : ");
                            self.expr(w, prec::COND);
                        }
                    }
                    self.trim_trailing_space();
                    self.out.push(';');
                }
                Member::StaticAssert(sa) => self.static_assert(sa),
            }
        }
        self.indent -= 1;
        self.newline();
        self.out.push('}');
    }

    fn enum_spec(&mut self, e: Handle<EnumSpec>) {
        let e = &self.ast.enums[e];
        self.word("enum ");
        self.attributes(&e.attrs);
        if let Some(tag) = e.tag {
            self.word(self.name(tag));
        }
        let Some(list) = &e.enumerators else {
            return;
        };
        self.trim_trailing_space();
        self.out.push_str(" {");
        self.indent += 1;
        for (i, en) in list.iter().enumerate() {
            if i > 0 {
                self.out.push(',');
            }
            self.newline();
            self.word(self.name(en.name));
            if !en.attrs.is_empty() {
                self.out.push(' ');
                self.attributes(&en.attrs);
            }
            if let Some(v) = en.value {
                self.out.push_str(" = ");
                self.expr(v, prec::COND);
            }
        }
        self.indent -= 1;
        self.newline();
        self.out.push('}');
    }

    fn attributes(&mut self, attrs: &[Attribute]) {
        if attrs.is_empty() {
            return;
        }
        self.word("__attribute__((");
        for (i, a) in attrs.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.out.push_str(self.name(a.name));
            if let Some(args) = &a.args {
                self.out.push('(');
                if args.parsed {
                    for (j, e) in args.exprs.iter().enumerate() {
                        if j > 0 {
                            self.out.push_str(", ");
                        }
                        self.expr(*e, prec::ASSIGN);
                    }
                } else {
                    let t = self
                        .text
                        .get(args.span.start as usize..args.span.end as usize)
                        .unwrap_or("");
                    self.out.push_str(t);
                }
                self.out.push(')');
            }
        }
        self.out.push_str(")) ");
    }

    /// Prints a declarator (the part after the specifiers), inside-out from the name.
    fn declarator(&mut self, d: &Declarator) {
        let mut s = String::new();
        if let Some(n) = d.name {
            s.push_str(self.name(n));
        }
        let mut last_was_pointer = false;
        for part in &d.derived {
            match part {
                DerivedDeclarator::Pointer { quals, attrs, .. } => {
                    let mut p = String::from("*");
                    let mut sub = Printer::new(self.ast, self.text);
                    sub.attributes(attrs);
                    sub.quals(*quals);
                    if !sub.out.is_empty() {
                        p.push_str(&sub.out);
                    }
                    if !s.is_empty() && p.ends_with(|c: char| c.is_ascii_alphanumeric() || c == '_')
                    {
                        p.push(' ');
                    }
                    s = p + &s;
                    last_was_pointer = true;
                }
                DerivedDeclarator::Array {
                    quals,
                    is_static,
                    size,
                    ..
                } => {
                    if last_was_pointer {
                        s = format!("({s})");
                    }
                    let mut sub = Printer::new(self.ast, self.text);
                    sub.out.push('[');
                    if *is_static {
                        sub.out.push_str("static ");
                    }
                    sub.quals(*quals);
                    match size {
                        ArraySize::Unspecified => {}
                        ArraySize::Star => sub.out.push('*'),
                        ArraySize::Expr(e) => sub.expr(*e, prec::ASSIGN),
                    }
                    sub.out.push(']');
                    s.push_str(&sub.out);
                    last_was_pointer = false;
                }
                DerivedDeclarator::Function { params, .. } => {
                    if last_was_pointer {
                        s = format!("({s})");
                    }
                    let mut sub = Printer::new(self.ast, self.text);
                    sub.indent = self.indent;
                    sub.params(params);
                    s.push_str(&sub.out);
                    last_was_pointer = false;
                }
            }
        }
        self.word(&s);
        if let Some(label) = d.asm_label {
            self.out.push_str(" __asm__(");
            self.expr(label, prec::ASSIGN);
            self.out.push(')');
        }
        if !d.attrs.is_empty() {
            self.out.push(' ');
            self.attributes(&d.attrs);
        }
    }

    fn params(&mut self, params: &ParamList) {
        self.out.push('(');
        match params {
            ParamList::Empty => {}
            ParamList::Identifiers(ids) => {
                for (i, id) in ids.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    self.out.push_str(self.name(*id));
                }
            }
            ParamList::Prototype { params, variadic } => {
                for (i, p) in params.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    self.decl_specs(&p.specs);
                    self.declarator(&p.declarator);
                    self.trim_trailing_space();
                }
                if *variadic {
                    if !params.is_empty() {
                        self.out.push_str(", ");
                    }
                    self.out.push_str("...");
                }
            }
        }
        self.out.push(')');
    }

    fn trim_trailing_space(&mut self) {
        while self.out.ends_with(' ') {
            self.out.pop();
        }
    }

    fn type_name(&mut self, t: Handle<TypeName>) {
        let t = &self.ast.type_names[t];
        self.decl_specs(&t.specs);
        self.declarator(&t.declarator);
        self.trim_trailing_space();
    }

    fn initializer(&mut self, i: Handle<Initializer>) {
        match &self.ast.inits[i].kind {
            InitializerKind::Expr(e) => self.expr(*e, prec::ASSIGN),
            InitializerKind::List(items) => {
                self.out.push('{');
                for (n, item) in items.iter().enumerate() {
                    if n > 0 {
                        self.out.push(',');
                    }
                    self.out.push(' ');
                    for d in &item.designators {
                        match &d.kind {
                            DesignatorKind::Field(id) => {
                                self.out.push('.');
                                self.out.push_str(self.name(*id));
                            }
                            DesignatorKind::Index(e) => {
                                self.out.push('[');
                                self.expr(*e, prec::COND);
                                self.out.push(']');
                            }
                            DesignatorKind::Range(lo, hi) => {
                                self.out.push('[');
                                self.expr(*lo, prec::COND);
                                self.out.push_str(" ... ");
                                self.expr(*hi, prec::COND);
                                self.out.push(']');
                            }
                        }
                    }
                    if !item.designators.is_empty() {
                        self.out.push_str(" = ");
                    }
                    self.initializer(item.init);
                }
                self.out.push_str(if items.is_empty() { "}" } else { " }" });
            }
        }
    }

    // ---- statements ---------------------------------------------------------------------

    fn stmt(&mut self, s: Handle<Stmt>) {
        let stmt = &self.ast.stmts[s];
        match &stmt.kind {
            StmtKind::Compound(items) => {
                // After `if (...)` and the like the brace stays on the same line.
                if self.out.ends_with(' ') || self.out.ends_with('(') {
                    self.out.push('{');
                } else {
                    self.fresh_line();
                    self.out.push('{');
                }
                self.indent += 1;
                self.out.push('\n');
                for item in items {
                    self.stmt(*item);
                }
                self.indent -= 1;
                self.fresh_line();
                self.out.push_str("}\n");
                return;
            }
            StmtKind::Directive(d) => return self.directive(*d),
            StmtKind::Pragma(p) => return self.pragma(*p),
            _ => {}
        }
        self.fresh_line();
        match &stmt.kind {
            StmtKind::Compound(_) | StmtKind::Directive(_) | StmtKind::Pragma(_) => {}
            StmtKind::Expr(e) => {
                self.expr(*e, prec::COMMA);
                self.out.push(';');
            }
            StmtKind::Empty => self.out.push(';'),
            StmtKind::Error => self.out.push_str("/* error */;"),
            StmtKind::If { .. } => {
                // Iterate along `else if` chains instead of recursing (they can be very long).
                let mut cur = s;
                while let StmtKind::If {
                    cond,
                    then_branch,
                    else_branch,
                } = &self.ast.stmts[cur].kind
                {
                    self.out.push_str("if (");
                    self.expr(*cond, prec::COMMA);
                    self.out.push(')');
                    let dangling = else_branch.is_some() && self.ends_with_open_if(*then_branch);
                    if dangling {
                        self.braced(*then_branch);
                    } else {
                        self.sub_stmt(*then_branch);
                    }
                    let Some(e) = *else_branch else {
                        break;
                    };
                    self.fresh_line();
                    self.out.push_str("else");
                    if matches!(self.ast.stmts[e].kind, StmtKind::If { .. }) {
                        self.out.push(' ');
                        cur = e;
                    } else {
                        self.sub_stmt(e);
                        break;
                    }
                }
                return;
            }
            StmtKind::Switch { cond, body } => {
                self.out.push_str("switch (");
                self.expr(*cond, prec::COMMA);
                self.out.push(')');
                return self.sub_stmt(*body);
            }
            StmtKind::While { cond, body } => {
                self.out.push_str("while (");
                self.expr(*cond, prec::COMMA);
                self.out.push(')');
                return self.sub_stmt(*body);
            }
            StmtKind::DoWhile { body, cond } => {
                self.out.push_str("do");
                self.sub_stmt(*body);
                self.fresh_line();
                self.out.push_str("while (");
                self.expr(*cond, prec::COMMA);
                self.out.push_str(");");
            }
            StmtKind::For {
                init,
                cond,
                step,
                body,
            } => {
                self.out.push_str("for (");
                match init {
                    ForInit::None => self.out.push(';'),
                    ForInit::Expr(e) => {
                        self.expr(*e, prec::COMMA);
                        self.out.push(';');
                    }
                    ForInit::Decl(d) => {
                        self.decl(*d);
                        self.out.push(';');
                    }
                }
                if let Some(c) = cond {
                    self.out.push(' ');
                    self.expr(*c, prec::COMMA);
                }
                self.out.push(';');
                if let Some(s) = step {
                    self.out.push(' ');
                    self.expr(*s, prec::COMMA);
                }
                self.out.push(')');
                return self.sub_stmt(*body);
            }
            StmtKind::Goto(id) => {
                self.out.push_str("goto ");
                self.out.push_str(self.name(*id));
                self.out.push(';');
            }
            StmtKind::GotoIndirect(e) => {
                self.out.push_str("goto *");
                self.expr(*e, prec::UNARY);
                self.out.push(';');
            }
            StmtKind::Continue => self.out.push_str("continue;"),
            StmtKind::Break => self.out.push_str("break;"),
            StmtKind::Return(e) => {
                self.out.push_str("return");
                if let Some(e) = e {
                    self.out.push(' ');
                    self.expr(*e, prec::COMMA);
                }
                self.out.push(';');
            }
            StmtKind::Labeled { label, attrs, body } => {
                self.out.push_str(self.name(*label));
                self.out.push(':');
                if !attrs.is_empty() {
                    self.out.push(' ');
                    self.attributes(attrs);
                }
                self.out.push('\n');
                return self.stmt(*body);
            }
            StmtKind::Case {
                value,
                range_end,
                body,
            } => {
                self.out.push_str("case ");
                self.expr(*value, prec::COND);
                if let Some(hi) = range_end {
                    self.out.push_str(" ... ");
                    self.expr(*hi, prec::COND);
                }
                self.out.push_str(":\n");
                return self.stmt(*body);
            }
            StmtKind::Default { body } => {
                self.out.push_str("default:\n");
                return self.stmt(*body);
            }
            StmtKind::Decl(d) => {
                self.decl(*d);
                self.out.push(';');
            }
            StmtKind::StaticAssert(sa) => self.static_assert(sa),
            StmtKind::LocalLabels(ids) => {
                self.out.push_str("__label__ ");
                for (i, id) in ids.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    self.out.push_str(self.name(*id));
                }
                self.out.push(';');
            }
            StmtKind::Asm(a) => self.asm(a),
        }
        self.out.push('\n');
    }

    /// A sub-statement (body of if/while/for...): a block on its own line, or indented.
    fn sub_stmt(&mut self, s: Handle<Stmt>) {
        if matches!(self.ast.stmts[s].kind, StmtKind::Compound(_)) {
            self.out.push(' ');
            self.stmt(s);
        } else {
            self.out.push('\n');
            self.indent += 1;
            self.stmt(s);
            self.indent -= 1;
        }
    }

    fn braced(&mut self, s: Handle<Stmt>) {
        self.out.push_str(" {\n");
        self.indent += 1;
        self.stmt(s);
        self.indent -= 1;
        self.fresh_line();
        self.out.push_str("}\n");
    }

    /// Does `s` end with an `if` without `else` (which would capture a following `else`)?
    fn ends_with_open_if(&self, s: Handle<Stmt>) -> bool {
        let mut cur = s;
        // A loop, not recursion: `else if` chains can be very long.
        loop {
            cur = match &self.ast.stmts[cur].kind {
                StmtKind::If {
                    else_branch: None, ..
                } => return true,
                StmtKind::If {
                    else_branch: Some(e),
                    ..
                } => *e,
                StmtKind::While { body, .. }
                | StmtKind::For { body, .. }
                | StmtKind::Switch { body, .. }
                | StmtKind::Labeled { body, .. }
                | StmtKind::Case { body, .. }
                | StmtKind::Default { body } => *body,
                StmtKind::Directive(d) => match self.ast.directives[*d].body {
                    Some(b) => b,
                    None => return false,
                },
                _ => return false,
            };
        }
    }

    fn asm(&mut self, a: &AsmStmt) {
        self.out.push_str("__asm__ ");
        if a.is_volatile {
            self.out.push_str("volatile ");
        }
        if a.is_inline {
            self.out.push_str("inline ");
        }
        if a.is_goto {
            self.out.push_str("goto ");
        }
        self.out.push('(');
        self.expr(a.template, prec::ASSIGN);
        if a.extended {
            let sections = if !a.labels.is_empty() {
                4
            } else if !a.clobbers.is_empty() {
                3
            } else if !a.inputs.is_empty() {
                2
            } else {
                1
            };
            self.out.push_str(" :");
            self.asm_operands(&a.outputs);
            if sections >= 2 {
                self.out.push_str(" :");
                self.asm_operands(&a.inputs);
            }
            if sections >= 3 {
                self.out.push_str(" :");
                for (i, c) in a.clobbers.iter().enumerate() {
                    self.out.push_str(if i > 0 { ", " } else { " " });
                    self.expr(*c, prec::ASSIGN);
                }
            }
            if sections >= 4 {
                self.out.push_str(" :");
                for (i, l) in a.labels.iter().enumerate() {
                    self.out.push_str(if i > 0 { ", " } else { " " });
                    self.out.push_str(self.name(*l));
                }
            }
        }
        self.out.push_str(");");
    }

    fn asm_operands(&mut self, ops: &[AsmOperand]) {
        for (i, op) in ops.iter().enumerate() {
            self.out.push_str(if i > 0 { ", " } else { " " });
            if let Some(n) = op.symbolic_name {
                self.out.push('[');
                self.out.push_str(self.name(n));
                self.out.push_str("] ");
            }
            self.expr(op.constraint, prec::ASSIGN);
            self.out.push_str(" (");
            self.expr(op.expr, prec::COMMA);
            self.out.push(')');
        }
    }

    // ---- expressions --------------------------------------------------------------------

    fn expr_prec(&self, e: Handle<Expr>) -> u8 {
        match &self.ast.exprs[e].kind {
            ExprKind::Binary { op, .. } => op.precedence(),
            ExprKind::Assign { .. } => prec::ASSIGN,
            ExprKind::Conditional { .. } => prec::COND,
            ExprKind::Cast { .. }
            | ExprKind::SizeofExpr(_)
            | ExprKind::SizeofType(_)
            | ExprKind::AlignofExpr(_)
            | ExprKind::AlignofType(_)
            | ExprKind::LabelAddr(_) => prec::UNARY,
            ExprKind::Unary { op, .. } if !op.is_postfix() => prec::UNARY,
            ExprKind::Unary { .. }
            | ExprKind::Call { .. }
            | ExprKind::Index { .. }
            | ExprKind::Member { .. }
            | ExprKind::CompoundLiteral { .. } => prec::POSTFIX,
            _ => prec::PRIMARY,
        }
    }

    /// Prints `e`, in parentheses if it binds looser than `min`.
    pub fn expr(&mut self, e: Handle<Expr>, min: u8) {
        let p = self.expr_prec(e);
        if p < min {
            self.word("(");
            self.expr_inner(e);
            self.out.push(')');
        } else {
            self.expr_inner(e);
        }
    }

    /// The operand of `sizeof`, `++`, `--`: a unary-expression (a cast needs parentheses).
    fn unary_operand(&mut self, e: Handle<Expr>) {
        if matches!(self.ast.exprs[e].kind, ExprKind::Cast { .. }) {
            self.word("(");
            self.expr_inner(e);
            self.out.push(')');
        } else {
            self.expr(e, prec::UNARY);
        }
    }

    fn expr_inner(&mut self, e: Handle<Expr>) {
        match &self.ast.exprs[e].kind {
            ExprKind::Ident(id) => self.word(self.name(*id)),
            ExprKind::IntLit(l) => {
                let s = int_text(l);
                self.word(&s);
            }
            ExprKind::FloatLit(l) => match l.spelling {
                Some(sym) => self.word(self.ast.interner.resolve(sym)),
                None => {
                    let s = float_text(l);
                    self.word(&s);
                }
            },
            ExprKind::CharLit(c) => {
                let s = char_text(c);
                self.word(&s);
            }
            ExprKind::StringLit(s) => {
                let s = string_text(s.encoding, &s.value);
                self.word(&s);
            }
            ExprKind::Unary { op, operand } => {
                if op.is_postfix() {
                    self.expr(*operand, prec::POSTFIX);
                    self.out.push_str(op.as_str());
                } else {
                    self.word(op.as_str());
                    if matches!(op, UnaryOp::Real | UnaryOp::Imag) {
                        self.out.push(' ');
                    }
                    if matches!(op, UnaryOp::PreInc | UnaryOp::PreDec) {
                        self.unary_operand(*operand);
                    } else {
                        self.expr(*operand, prec::UNARY);
                    }
                }
            }
            ExprKind::Binary { op, lhs, rhs } => {
                // Walk down the left spine of operators of the same precedence (`a + b - c`
                // is `(a + b) - c`) iteratively: generated code has chains of thousands.
                let p = op.precedence();
                let mut rest = vec![(*op, *rhs)];
                let mut left = *lhs;
                while let ExprKind::Binary { op, lhs, rhs } = &self.ast.exprs[left].kind {
                    if op.precedence() != p {
                        break;
                    }
                    rest.push((*op, *rhs));
                    left = *lhs;
                }
                self.expr(left, p);
                for (op, rhs) in rest.into_iter().rev() {
                    if op == BinaryOp::Comma {
                        self.out.push_str(", ");
                    } else {
                        self.out.push(' ');
                        self.out.push_str(op.as_str());
                        self.out.push(' ');
                    }
                    self.expr(rhs, p + 1);
                }
            }
            ExprKind::Assign { op, lhs, rhs } => {
                self.expr(*lhs, prec::UNARY);
                self.out.push(' ');
                if let Some(op) = op {
                    self.out.push_str(op.as_str());
                }
                self.out.push_str("= ");
                self.expr(*rhs, prec::ASSIGN);
            }
            ExprKind::Conditional {
                cond,
                then_expr,
                else_expr,
            } => {
                self.expr(*cond, prec::LOGICAL_OR);
                match then_expr {
                    Some(t) => {
                        self.out.push_str(" ? ");
                        self.expr(*t, prec::COMMA);
                        self.out.push_str(" : ");
                    }
                    None => self.out.push_str(" ?: "),
                }
                self.expr(*else_expr, prec::COND);
            }
            ExprKind::Cast { ty, expr } => {
                self.word("(");
                self.type_name(*ty);
                self.out.push(')');
                self.expr(*expr, prec::UNARY);
            }
            ExprKind::CompoundLiteral { ty, init } => {
                self.word("(");
                self.type_name(*ty);
                self.out.push(')');
                self.initializer(*init);
            }
            ExprKind::SizeofExpr(x) | ExprKind::AlignofExpr(x) => {
                let kw = if matches!(self.ast.exprs[e].kind, ExprKind::SizeofExpr(_)) {
                    "sizeof "
                } else {
                    "__alignof__ "
                };
                self.word(kw);
                self.unary_operand(*x);
            }
            ExprKind::SizeofType(t) | ExprKind::AlignofType(t) => {
                let kw = if matches!(self.ast.exprs[e].kind, ExprKind::SizeofType(_)) {
                    "sizeof("
                } else {
                    "_Alignof("
                };
                self.word(kw);
                self.type_name(*t);
                self.out.push(')');
            }
            ExprKind::Call { callee, args } => {
                self.expr(*callee, prec::POSTFIX);
                self.out.push('(');
                for (i, a) in args.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    self.expr(*a, prec::ASSIGN);
                }
                self.out.push(')');
            }
            ExprKind::Index { base, index } => {
                self.expr(*base, prec::POSTFIX);
                self.out.push('[');
                self.expr(*index, prec::COMMA);
                self.out.push(']');
            }
            ExprKind::Member {
                base,
                member,
                arrow,
            } => {
                self.expr(*base, prec::POSTFIX);
                self.out.push_str(if *arrow { "->" } else { "." });
                self.out.push_str(self.name(*member));
            }
            ExprKind::Generic { control, assocs } => {
                self.word("_Generic(");
                self.expr(*control, prec::ASSIGN);
                for a in assocs {
                    self.out.push_str(", ");
                    match a.ty {
                        Some(t) => self.type_name(t),
                        None => self.out.push_str("default"),
                    }
                    self.out.push_str(": ");
                    self.expr(a.expr, prec::ASSIGN);
                }
                self.out.push(')');
            }
            ExprKind::StmtExpr(s) => {
                self.word("(");
                self.indent += 1;
                self.stmt(*s);
                self.indent -= 1;
                self.trim_trailing_newline();
                self.out.push(')');
            }
            ExprKind::LabelAddr(id) => {
                self.word("&&");
                self.out.push_str(self.name(*id));
            }
            ExprKind::VaArg { ap, ty } => {
                self.word("__builtin_va_arg(");
                self.expr(*ap, prec::ASSIGN);
                self.out.push_str(", ");
                self.type_name(*ty);
                self.out.push(')');
            }
            ExprKind::Offsetof { ty, path } => {
                self.word("__builtin_offsetof(");
                self.type_name(*ty);
                self.out.push_str(", ");
                for (i, part) in path.iter().enumerate() {
                    match part {
                        OffsetofPart::Field(id) => {
                            if i > 0 {
                                self.out.push('.');
                            }
                            self.out.push_str(self.name(*id));
                        }
                        OffsetofPart::Index(e) => {
                            self.out.push('[');
                            self.expr(*e, prec::COMMA);
                            self.out.push(']');
                        }
                    }
                }
                self.out.push(')');
            }
            ExprKind::TypesCompatible { lhs, rhs } => {
                self.word("__builtin_types_compatible_p(");
                self.type_name(*lhs);
                self.out.push_str(", ");
                self.type_name(*rhs);
                self.out.push(')');
            }
            ExprKind::Error => self.word("__error__"),
        }
    }

    fn trim_trailing_newline(&mut self) {
        while self.out.ends_with('\n') {
            self.out.pop();
        }
    }
}

pub fn int_text(l: &IntLit) -> String {
    let mut s = match l.radix {
        16 => format!("{:#x}", l.value),
        8 if l.value != 0 => format!("0{:o}", l.value),
        2 => format!("{:#b}", l.value),
        _ => l.value.to_string(),
    };
    if l.unsigned {
        s.push('u');
    }
    s.push_str(match l.long {
        1 => "l",
        2 => "ll",
        _ => "",
    });
    if l.imaginary {
        s.push('i');
    }
    s
}

pub fn float_text(l: &FloatLit) -> String {
    let mut s = if l.value.is_infinite() {
        // An overflowing literal (`1e999`): keep it a literal of the same value.
        "1e999".to_string()
    } else if l.value.is_nan() {
        "0.0".to_string()
    } else {
        let mut t = format!("{:?}", l.value);
        if !t.contains(['.', 'e', 'E']) {
            t.push_str(".0");
        }
        t
    };
    s.push_str(match l.suffix {
        FloatSuffix::None => "",
        FloatSuffix::F => "f",
        FloatSuffix::L => "L",
        FloatSuffix::F16 => "f16",
        FloatSuffix::F32 => "f32",
        FloatSuffix::F64 => "f64",
        FloatSuffix::F128 => "f128",
        FloatSuffix::F32x => "f32x",
        FloatSuffix::F64x => "f64x",
    });
    if l.imaginary {
        s.push('i');
    }
    s
}

pub fn char_text(c: &CharLit) -> String {
    let mut s = String::from(c.encoding.prefix());
    s.push('\'');
    match c.encoding {
        Encoding::Plain if !(-128..=255).contains(&c.value) => {
            // A multi-char constant: its bytes, big-endian.
            let v = c.value as u32;
            let bytes = v.to_be_bytes();
            let skip = bytes.iter().take_while(|&&b| b == 0).count().min(3);
            for b in &bytes[skip..] {
                let _ = write!(s, "\\{:03o}", b);
            }
        }
        Encoding::Plain | Encoding::Utf8 => escape_unit(&mut s, (c.value as u32) & 0xff, '\''),
        _ => {
            let v = c.value as u32;
            if v < 0x80 {
                escape_unit(&mut s, v, '\'');
            } else {
                let _ = write!(s, "\\x{v:x}");
            }
        }
    }
    s.push('\'');
    s
}

/// Appends one code unit < 256 as a character or an octal escape.
fn escape_unit(s: &mut String, u: u32, quote: char) {
    match u {
        0x5c => s.push_str("\\\\"),
        0x0a => s.push_str("\\n"),
        0x09 => s.push_str("\\t"),
        _ if u == quote as u32 => {
            s.push('\\');
            s.push(quote);
        }
        0x20..=0x7e => s.push(u as u8 as char),
        _ => {
            let _ = write!(s, "\\{:03o}", u & 0xff);
        }
    }
}

pub fn string_text(enc: Encoding, value: &[u32]) -> String {
    let mut s = String::from(enc.prefix());
    s.push('"');
    let narrow = matches!(enc, Encoding::Plain | Encoding::Utf8);
    let mut after_hex = false;
    for &u in value {
        if narrow || u < 0x80 {
            let hexdigit = char::from_u32(u).is_some_and(|c| c.is_ascii_hexdigit());
            if after_hex && hexdigit {
                // `"\x12" "3"`: keep the next digit out of the previous hex escape.
                s.push_str("\" ");
                s.push_str(enc.prefix());
                s.push('"');
            }
            escape_unit(&mut s, u, '"');
            after_hex = false;
        } else {
            let _ = write!(s, "\\x{u:x}");
            after_hex = true;
        }
    }
    s.push('"');
    s
}
