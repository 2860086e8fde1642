//! Declarations: external declarations, specifiers, declarators, initializers, struct/union/
//! enum specifiers and GNU attributes.

use super::{NameKind, Parser};
use crate::arena::Handle;
use crate::ast::{
    AlignSpec, ArraySize, AttrArgs, Attribute, Decl, DeclSpecs, Declarator, DerivedDeclarator,
    Designator, DesignatorKind, EnumSpec, Enumerator, ExternalDecl, FieldDecl, FieldDeclarator,
    FunctionDef, Ident, InitDeclarator, InitItem, Initializer, InitializerKind, Member, ParamDecl,
    ParamList, RecordKind, RecordSpec, StaticAssert, StorageClass, TypeName, TypeQuals, TypeSpec,
    TypeSpecKind,
};
use crate::span::Span;
use crate::token::{Keyword, Punct, Token, TokenKind};

/// Which declarators are acceptable.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum DeclaratorMode {
    /// A name is required (declarations, function definitions).
    Concrete,
    /// No name (type names).
    Abstract,
    /// Name optional (parameters, bit-fields).
    Either,
}

/// Is `k` a keyword that can begin a type name (type specifier or qualifier)?
fn is_type_keyword(k: Keyword) -> bool {
    use Keyword::*;
    matches!(
        k,
        Void | Char
            | Short
            | Int
            | Long
            | Float
            | Double
            | Signed
            | Unsigned
            | Bool
            | Complex
            | Imaginary
            | Int128
            | Float16
            | Float32
            | Float64
            | Float128
            | Float32x
            | Float64x
            | Float128x
            | Float80
            | Decimal32
            | Decimal64
            | Decimal128
            | Struct
            | Union
            | Enum
            | Typeof
            | AutoType
            | Atomic
            | Const
            | Volatile
            | Restrict
            | Alignas
            | Attribute
    )
}

/// Keywords that can only begin a declaration (storage classes and function specifiers).
fn is_decl_only_keyword(k: Keyword) -> bool {
    use Keyword::*;
    matches!(
        k,
        Typedef | Extern | Static | Auto | Register | ThreadLocal | Inline | Noreturn
    )
}

impl Parser<'_> {
    /// Can `t` begin a type name?
    pub(super) fn is_type_name_start(&self, t: Token) -> bool {
        match t.kind {
            TokenKind::Keyword(k) => is_type_keyword(k),
            TokenKind::Ident => self.is_typedef_name(t),
            _ => false,
        }
    }

    /// Can the current token begin a declaration? (`_Static_assert` is handled separately.)
    pub(super) fn is_decl_start(&self) -> bool {
        let t = self.peek();
        match t.kind {
            TokenKind::Keyword(k) => is_type_keyword(k) || is_decl_only_keyword(k),
            // `T x` where T is a typedef; `foo bar` (unknown type name) also declares.
            TokenKind::Ident => {
                (self.is_typedef_name(t) && !self.nth_is(1, Punct::Colon))
                    || self.nth(1).kind == TokenKind::Ident
            }
            _ => false,
        }
    }

    // translation-unit = external-declaration*
    pub(super) fn translation_unit(&mut self) {
        loop {
            for p in self.take_pragmas_here() {
                self.ast.items.push(ExternalDecl::Pragma(p));
            }
            if self.at_eof() {
                break;
            }
            let before = self.pos;
            self.external_decl();
            if self.pos == before {
                // Guarantee progress whatever went wrong.
                let t = self.bump();
                self.error(
                    t.span,
                    format!("expected external declaration before {}", t.kind),
                );
            }
        }
    }

    // external-declaration = function-definition | declaration | static-assert | asm ";"
    //                      | pragma | ";"
    fn external_decl(&mut self) {
        let t = self.peek();
        match t.kind {
            TokenKind::Pragma(idx) => {
                self.bump();
                let item = self.pragma_item(idx, false, false);
                self.ast.items.push(item);
            }
            TokenKind::Punct(Punct::Semi) => {
                self.bump();
                self.ast.items.push(ExternalDecl::Empty(t.span));
            }
            TokenKind::Keyword(Keyword::StaticAssert) => {
                let sa = self.static_assert();
                self.ast.items.push(ExternalDecl::StaticAssert(sa));
            }
            TokenKind::Keyword(Keyword::Asm) => {
                self.bump();
                self.expect(Punct::LParen, " after 'asm'");
                let template = self.expect_string();
                self.expect(Punct::RParen, "");
                self.expect_semi(" after top-level asm block");
                let span = self.span_from(t.span);
                self.ast.items.push(ExternalDecl::Asm { span, template });
            }
            TokenKind::Keyword(Keyword::Extension) => {
                self.bump();
            }
            TokenKind::Punct(Punct::RBrace) => {
                self.bump();
                self.error(t.span, "extraneous closing brace ('}')");
            }
            _ => self.declaration_or_function(),
        }
    }

    fn declaration_or_function(&mut self) {
        let start = self.peek().span;
        let before = self.pos;
        let mut specs = self.decl_specs();
        if self.pos == before {
            if self.peek().kind == TokenKind::Ident && self.nth_is(1, Punct::LParen) {
                // C89 implicit int: `main() { ... }`.
                self.warning(self.peek().span, super::IMPLICIT_INT);
                specs.span = self.here();
            } else {
                self.error_expected("identifier or '('");
                self.recover_to_semi();
                return;
            }
        }
        if self.eat(Punct::Semi) {
            let span = self.span_from(start);
            let d = self.ast.decls.alloc(Decl {
                span,
                specs,
                declarators: Vec::new(),
            });
            self.ast.items.push(ExternalDecl::Decl(d));
            return;
        }
        let declarator = self.declarator(DeclaratorMode::Concrete);
        let is_function = declarator.is_function();
        let knr = matches!(
            declarator.function_params(),
            Some(ParamList::Identifiers(_))
        );
        if is_function && (self.is(Punct::LBrace) || (knr && self.is_decl_start())) {
            let f = self.function_def(start, specs, declarator);
            self.ast.items.push(ExternalDecl::FunctionDef(f));
            return;
        }
        let d = self.init_declarators(start, specs, declarator, " after top level declarator");
        self.ast.items.push(ExternalDecl::Decl(d));
    }

    // function-definition = specs declarator kr-declaration* compound-stmt
    fn function_def(
        &mut self,
        start: Span,
        specs: DeclSpecs,
        declarator: Declarator,
    ) -> Handle<FunctionDef> {
        if let Some(name) = declarator.name {
            self.declare(name.name, NameKind::Ordinary);
        }
        self.push_scope();
        let mut knr_decls = Vec::new();
        while !self.is(Punct::LBrace) && !self.at_eof() && self.is_decl_start() {
            let before = self.pos;
            let d_start = self.peek().span;
            let s = self.decl_specs();
            let first = self.declarator(DeclaratorMode::Concrete);
            knr_decls.push(self.init_declarators(d_start, s, first, " at end of declaration"));
            if self.pos == before {
                break;
            }
        }
        // The parameters are in scope in the body (they shadow typedefs of outer scopes).
        if let Some(params) = declarator.function_params() {
            let names: Vec<Ident> = match params {
                ParamList::Prototype { params, .. } => {
                    params.iter().filter_map(|p| p.declarator.name).collect()
                }
                ParamList::Identifiers(ids) => ids.clone(),
                ParamList::Empty => Vec::new(),
            };
            for n in names {
                self.declare(n.name, NameKind::Ordinary);
            }
        }
        let body = self.compound_stmt();
        self.pop_scope();
        let span = self.span_from(start);
        self.ast.functions.alloc(FunctionDef {
            span,
            specs,
            declarator,
            knr_decls,
            body,
        })
    }

    /// Registers the name of a declarator in the current scope.
    fn declare_declarator(&mut self, specs: &DeclSpecs, d: &Declarator) {
        if let Some(name) = d.name {
            let kind = if specs.is_typedef() {
                NameKind::Typedef
            } else {
                NameKind::Ordinary
            };
            self.declare(name.name, kind);
        }
    }

    // init-declarator-list = init-declarator ("," init-declarator)* ";"
    // init-declarator = declarator ("=" initializer)?
    fn init_declarators(
        &mut self,
        start: Span,
        specs: DeclSpecs,
        first: Declarator,
        semi_context: &str,
    ) -> Handle<Decl> {
        let mut declarators = Vec::new();
        let mut d = first;
        loop {
            let ok = d.name.is_some();
            self.declare_declarator(&specs, &d);
            let d_start = d.span;
            let init = if self.eat(Punct::Eq) {
                Some(self.initializer())
            } else {
                None
            };
            let span = self.span_from(d_start);
            declarators.push(InitDeclarator {
                span,
                declarator: d,
                init,
            });
            if !ok {
                self.recover_to_semi();
                break;
            }
            if !self.eat(Punct::Comma) {
                self.expect_semi(semi_context);
                break;
            }
            d = self.declarator(DeclaratorMode::Concrete);
        }
        let span = self.span_from(start);
        self.ast.decls.alloc(Decl {
            span,
            specs,
            declarators,
        })
    }

    // declaration = decl-specs (init-declarator-list)? ";"   (in a block or a for-init)
    pub(super) fn declaration(&mut self) -> Handle<Decl> {
        let start = self.peek().span;
        let specs = self.decl_specs();
        if self.eat(Punct::Semi) {
            let span = self.span_from(start);
            return self.ast.decls.alloc(Decl {
                span,
                specs,
                declarators: Vec::new(),
            });
        }
        let first = self.declarator(DeclaratorMode::Concrete);
        if first.is_function() && self.is(Punct::LBrace) {
            return self.nested_function(start, specs, first);
        }
        self.init_declarators(start, specs, first, " at end of declaration")
    }

    /// A GNU nested function definition in a block (`int add(int k) { return base + k; }`,
    /// a gcc extension that gcc -fopenacc accepts), the cursor at its body's `{`. The tree gets
    /// a block-scope declaration of the function, so that calls of it resolve; the body is
    /// skipped, not parsed (it may use the enclosing function's locals, which only cc can
    /// see), and reaches cc as written. Its `#pragma acc`/`omp` lines are recorded in
    /// `Ast::nested_functions`; the lowering reports them, and uses of the function in a
    /// construct that is outlined, as not supported.
    fn nested_function(&mut self, start: Span, specs: DeclSpecs, d: Declarator) -> Handle<Decl> {
        self.declare_declarator(&specs, &d);
        let mut pragmas = Vec::new();
        let mut depth = 0usize;
        loop {
            let t = self.peek();
            match t.kind {
                TokenKind::Eof => {
                    self.error(t.span, "expected '}' at end of nested function body");
                    break;
                }
                TokenKind::Punct(Punct::LBrace) => depth += 1,
                TokenKind::Punct(Punct::RBrace) => {
                    depth = depth.saturating_sub(1);
                    if depth == 0 {
                        self.bump();
                        break;
                    }
                }
                TokenKind::Pragma(idx) => {
                    if let Some(line) = self.pragmas.get(idx as usize) {
                        if line.kind != crate::token::PragmaKind::Other {
                            pragmas.push((line.kind, line.span));
                        }
                    }
                }
                _ => {}
            }
            self.bump();
        }
        let span = self.span_from(start);
        if let Some(name) = d.name {
            self.ast.nested_functions.push(crate::ast::NestedFunction {
                name,
                span,
                pragmas,
            });
        }
        let d_span = d.span;
        self.ast.decls.alloc(Decl {
            span,
            specs,
            declarators: vec![InitDeclarator {
                span: d_span,
                declarator: d,
                init: None,
            }],
        })
    }

    // static-assert = "_Static_assert" "(" const-expr ("," string)? ")" ";"
    pub(super) fn static_assert(&mut self) -> StaticAssert {
        let start = self.bump().span;
        self.expect(Punct::LParen, " after '_Static_assert'");
        let cond = self.conditional();
        let message = if self.eat(Punct::Comma) {
            Some(self.expect_string())
        } else {
            None
        };
        self.expect(Punct::RParen, "");
        self.expect_semi(" after static_assert");
        StaticAssert {
            span: self.span_from(start),
            cond,
            message,
        }
    }

    // decl-specs = (storage-class | type-specifier | type-qualifier | function-specifier
    //              | alignment-specifier | attribute)*
    pub(super) fn decl_specs(&mut self) -> DeclSpecs {
        let start = self.peek().span;
        let mut s = DeclSpecs::default();
        let mut has_typedef_name = false;
        loop {
            let t = self.peek();
            let spec = |kind| TypeSpec { kind, span: t.span };
            match t.kind {
                TokenKind::Keyword(k) => {
                    use Keyword::*;
                    let storage = match k {
                        Typedef => Some(StorageClass::Typedef),
                        Extern => Some(StorageClass::Extern),
                        Static => Some(StorageClass::Static),
                        Auto => Some(StorageClass::Auto),
                        Register => Some(StorageClass::Register),
                        ThreadLocal => Some(StorageClass::ThreadLocal),
                        _ => None,
                    };
                    if let Some(sc) = storage {
                        self.bump();
                        s.storage.push((sc, t.span));
                        continue;
                    }
                    let basic = match k {
                        Void => Some(TypeSpecKind::Void),
                        Char => Some(TypeSpecKind::Char),
                        Short => Some(TypeSpecKind::Short),
                        Int => Some(TypeSpecKind::Int),
                        Long => Some(TypeSpecKind::Long),
                        Float => Some(TypeSpecKind::Float),
                        Double => Some(TypeSpecKind::Double),
                        Signed => Some(TypeSpecKind::Signed),
                        Unsigned => Some(TypeSpecKind::Unsigned),
                        Bool => Some(TypeSpecKind::Bool),
                        Complex => Some(TypeSpecKind::Complex),
                        Imaginary => Some(TypeSpecKind::Imaginary),
                        Int128 => Some(TypeSpecKind::Int128),
                        Float16 => Some(TypeSpecKind::Float16),
                        Float32 => Some(TypeSpecKind::Float32),
                        Float64 => Some(TypeSpecKind::Float64),
                        Float128 => Some(TypeSpecKind::Float128),
                        Float32x => Some(TypeSpecKind::Float32x),
                        Float64x => Some(TypeSpecKind::Float64x),
                        Float128x => Some(TypeSpecKind::Float128x),
                        Float80 => Some(TypeSpecKind::Float80),
                        Decimal32 => Some(TypeSpecKind::Decimal32),
                        Decimal64 => Some(TypeSpecKind::Decimal64),
                        Decimal128 => Some(TypeSpecKind::Decimal128),
                        AutoType => Some(TypeSpecKind::AutoType),
                        _ => None,
                    };
                    if let Some(kind) = basic {
                        self.bump();
                        s.types.push(spec(kind));
                        continue;
                    }
                    match k {
                        Const => s.quals.is_const = true,
                        Volatile => s.quals.is_volatile = true,
                        Restrict => s.quals.is_restrict = true,
                        Inline => s.is_inline = true,
                        Noreturn => s.is_noreturn = true,
                        Extension => {}
                        Atomic if self.nth_is(1, Punct::LParen) => {
                            self.bump();
                            self.bump();
                            let ty = self.type_name();
                            self.expect(Punct::RParen, "");
                            let span = self.span_from(t.span);
                            s.types.push(TypeSpec {
                                kind: TypeSpecKind::Atomic(ty),
                                span,
                            });
                            continue;
                        }
                        Atomic => s.quals.is_atomic = true,
                        Struct | Union => {
                            let r = self.record_spec();
                            let span = self.ast.records[r].span;
                            s.types.push(TypeSpec {
                                kind: TypeSpecKind::Record(r),
                                span,
                            });
                            continue;
                        }
                        Enum => {
                            let e = self.enum_spec();
                            let span = self.ast.enums[e].span;
                            s.types.push(TypeSpec {
                                kind: TypeSpecKind::Enum(e),
                                span,
                            });
                            continue;
                        }
                        Typeof => {
                            self.bump();
                            self.expect(Punct::LParen, " after 'typeof'");
                            let kind = if self.is_type_name_start(self.peek()) {
                                TypeSpecKind::TypeofType(self.type_name())
                            } else {
                                TypeSpecKind::TypeofExpr(self.expr())
                            };
                            self.expect(Punct::RParen, "");
                            let span = self.span_from(t.span);
                            s.types.push(TypeSpec { kind, span });
                            continue;
                        }
                        Alignas => {
                            self.bump();
                            self.expect(Punct::LParen, " after '_Alignas'");
                            let a = if self.is_type_name_start(self.peek()) {
                                let ty = self.type_name();
                                AlignSpec::Type(ty, Span::default())
                            } else {
                                AlignSpec::Expr(self.conditional(), Span::default())
                            };
                            self.expect(Punct::RParen, "");
                            let span = self.span_from(t.span);
                            s.align.push(match a {
                                AlignSpec::Type(ty, _) => AlignSpec::Type(ty, span),
                                AlignSpec::Expr(e, _) => AlignSpec::Expr(e, span),
                            });
                            continue;
                        }
                        Attribute => {
                            let attrs = self.attributes();
                            s.attrs.extend(attrs);
                            continue;
                        }
                        _ => break,
                    }
                    self.bump();
                }
                TokenKind::Punct(Punct::LBracket) if self.nth_is(1, Punct::LBracket) => {
                    let attrs = self.attributes();
                    s.attrs.extend(attrs);
                }
                TokenKind::Ident if s.types.is_empty() && !has_typedef_name => {
                    let is_td = self.is_typedef_name(t);
                    // `foo bar;` with `foo` undeclared: report it like clang and go on as if
                    // it were a typedef name (the best guess).
                    let unknown = !is_td
                        && self.nth(1).kind == TokenKind::Ident
                        && !self.is_typedef_name(self.nth(1));
                    if !is_td && !unknown {
                        break;
                    }
                    if unknown {
                        let name = self.text_of(t);
                        self.error(t.span, format!("unknown type name '{name}'"));
                    }
                    self.bump();
                    has_typedef_name = true;
                    let id = self.ident_of(t);
                    s.types.push(spec(TypeSpecKind::TypedefName(id)));
                }
                _ => break,
            }
        }
        s.span = self.span_from(start);
        s
    }

    /// At `__attribute__` or a C2x `[[`?
    pub(super) fn at_attribute(&self) -> bool {
        self.is_kw(Keyword::Attribute)
            || (self.is(Punct::LBracket) && self.nth_is(1, Punct::LBracket))
    }

    // attributes = ("__attribute__" "(" "(" attribute-list ")" ")" | "[[" attribute-list "]]")*
    // attribute-list = (attribute ("," attribute)*)?
    pub(super) fn attributes(&mut self) -> Vec<Attribute> {
        let mut out = Vec::new();
        loop {
            if self.is_kw(Keyword::Attribute) {
                self.bump();
                if !self.expect(Punct::LParen, " after 'attribute'") {
                    return out;
                }
                if !self.expect(Punct::LParen, "") {
                    self.skip_balanced_to_rparen();
                    return out;
                }
                self.attribute_list(&mut out, Punct::RParen);
                self.expect(Punct::RParen, "");
                self.expect(Punct::RParen, "");
            } else if self.is(Punct::LBracket) && self.nth_is(1, Punct::LBracket) {
                self.bump();
                self.bump();
                self.attribute_list(&mut out, Punct::RBracket);
                self.expect(Punct::RBracket, "");
                self.expect(Punct::RBracket, "");
            } else {
                return out;
            }
        }
    }

    // attribute = (ident "::")? ident ("(" args ")")?
    fn attribute_list(&mut self, out: &mut Vec<Attribute>, close: Punct) {
        loop {
            if self.is(close) {
                break;
            }
            if self.is(Punct::Comma) {
                // Empty list elements are allowed: `__attribute__((a,,b))`.
                self.bump();
                continue;
            }
            let t = self.peek();
            if !matches!(t.kind, TokenKind::Ident | TokenKind::Keyword(_)) {
                self.error_expected("attribute name");
                if close == Punct::RParen {
                    self.skip_balanced_to_rparen();
                }
                break;
            }
            self.bump();
            let mut name_tok = t;
            // C2x `gnu::name`: the namespace only says whose attribute it is.
            if close == Punct::RBracket
                && self.is(Punct::Colon)
                && self.nth_is(1, Punct::Colon)
                && matches!(self.nth(2).kind, TokenKind::Ident | TokenKind::Keyword(_))
            {
                self.bump();
                self.bump();
                name_tok = self.bump();
            }
            let name = match (close, self.text_of(name_tok)) {
                // The standard C2x names that GNU spells differently.
                (Punct::RBracket, "maybe_unused") => Ident {
                    name: self.ast.interner.intern("unused"),
                    span: name_tok.span,
                },
                (Punct::RBracket, "nodiscard") => Ident {
                    name: self.ast.interner.intern("warn_unused_result"),
                    span: name_tok.span,
                },
                _ => Ident {
                    name: self.ast.interner.intern(self.text_of(name_tok)),
                    span: name_tok.span,
                },
            };
            let args = if self.is(Punct::LParen) {
                Some(self.attr_args())
            } else {
                None
            };
            out.push(Attribute {
                span: self.span_from(t.span),
                name,
                args,
            });
            if !self.eat(Punct::Comma) {
                break;
            }
        }
    }

    /// Skips to just after the `)` that closes the current parenthesis level.
    fn skip_balanced_to_rparen(&mut self) {
        let mut depth = 0usize;
        loop {
            match self.peek().kind {
                TokenKind::Eof => return,
                TokenKind::Punct(Punct::LParen) => depth += 1,
                TokenKind::Punct(Punct::RParen) => {
                    if depth == 0 {
                        self.bump();
                        return;
                    }
                    depth -= 1;
                }
                TokenKind::Punct(Punct::Semi | Punct::LBrace | Punct::RBrace) if depth == 0 => {
                    return
                }
                _ => {}
            }
            self.bump();
        }
    }

    // attr-args = "(" (assign ("," assign)*)? ")"  — or any balanced tokens
    fn attr_args(&mut self) -> AttrArgs {
        let open = self.bump().span;
        let save_pos = self.pos;
        let save_diags = self.diags.len();
        let mut exprs = Vec::new();
        if !self.is(Punct::RParen) {
            loop {
                exprs.push(self.assign());
                if !self.eat(Punct::Comma) {
                    break;
                }
            }
        }
        let parsed = self.diags.len() == save_diags && self.is(Punct::RParen);
        if !parsed {
            // Not expressions (e.g. a type): keep the text only.
            self.diags.truncate(save_diags);
            self.pos = save_pos;
            exprs.clear();
            let mut depth = 0usize;
            loop {
                match self.peek().kind {
                    TokenKind::Eof => break,
                    TokenKind::Punct(Punct::LParen) => depth += 1,
                    TokenKind::Punct(Punct::RParen) if depth == 0 => break,
                    TokenKind::Punct(Punct::RParen) => depth -= 1,
                    _ => {}
                }
                self.bump();
            }
        }
        let inner = Span::new(open.end, self.peek().span.start.max(open.end));
        self.expect(Punct::RParen, "");
        AttrArgs {
            span: inner,
            exprs,
            parsed,
        }
    }

    // struct-or-union-specifier = ("struct" | "union") attributes? ident? ("{" member* "}")?
    //                             attributes?
    fn record_spec(&mut self) -> Handle<RecordSpec> {
        let kw = self.bump();
        let kind = if kw.is_keyword(Keyword::Union) {
            RecordKind::Union
        } else {
            RecordKind::Struct
        };
        let mut attrs = self.attributes();
        let tag = if self.peek().kind == TokenKind::Ident {
            let t = self.bump();
            Some(self.ident_of(t))
        } else {
            None
        };
        let mut members = None;
        if self.is(Punct::LBrace) && self.enter() {
            let open = self.bump().span;
            let mut list = Vec::new();
            while !self.is(Punct::RBrace) && !self.at_eof() {
                let before = self.pos;
                self.member(&mut list);
                if self.pos == before {
                    let t = self.bump();
                    self.error(t.span, format!("unexpected {} in struct", t.kind));
                }
            }
            if !self.eat(Punct::RBrace) {
                let d = crate::Diagnostic::error(self.peek().span, "expected '}'")
                    .with_label(open, "to match this '{'");
                self.diags.push(d);
            }
            members = Some(list);
            attrs.extend(self.attributes());
            self.leave();
        } else if tag.is_none() {
            self.error_expected(&format!("identifier or '{{' after '{}'", self.text_of(kw)));
        }
        let span = self.span_from(kw.span);
        self.ast.records.alloc(RecordSpec {
            span,
            kind,
            tag,
            members,
            attrs,
        })
    }

    // member = ";" | static-assert | specs (field-declarator ("," field-declarator)*)? ";"
    fn member(&mut self, list: &mut Vec<Member>) {
        let t = self.peek();
        match t.kind {
            TokenKind::Punct(Punct::Semi) => {
                self.bump();
                return;
            }
            TokenKind::Pragma(idx) => {
                self.bump();
                let p = self.stray_pragma(idx);
                self.ast.stray_pragmas.push(p);
                return;
            }
            TokenKind::Keyword(Keyword::StaticAssert) => {
                let sa = self.static_assert();
                list.push(Member::StaticAssert(sa));
                return;
            }
            TokenKind::Keyword(Keyword::Extension) => {
                self.bump();
                return;
            }
            _ => {}
        }
        let start = t.span;
        let before = self.pos;
        let specs = self.decl_specs();
        if self.pos == before {
            self.error(t.span, "type name requires a specifier or qualifier");
            self.recover_to_semi();
            return;
        }
        let mut declarators = Vec::new();
        if !self.is(Punct::Semi) {
            loop {
                let d_start = self.peek().span;
                let declarator = if self.is(Punct::Colon) {
                    Declarator {
                        span: self.here(),
                        ..Declarator::default()
                    }
                } else {
                    self.declarator(DeclaratorMode::Concrete)
                };
                let ok = declarator.name.is_some() || self.is(Punct::Colon);
                let bit_width = if self.eat(Punct::Colon) {
                    Some(self.conditional())
                } else {
                    None
                };
                let mut declarator = declarator;
                declarator.attrs.extend(self.attributes());
                declarators.push(FieldDeclarator {
                    span: self.span_from(d_start),
                    declarator,
                    bit_width,
                });
                if !ok {
                    self.recover_to_semi();
                    break;
                }
                if !self.eat(Punct::Comma) {
                    self.expect_semi(" at end of declaration list");
                    break;
                }
            }
        } else {
            self.bump();
        }
        list.push(Member::Field(FieldDecl {
            span: self.span_from(start),
            specs,
            declarators,
        }));
    }

    // enum-specifier = "enum" attributes? ident? ("{" enumerator ("," enumerator)* ","? "}")?
    //                  attributes?
    // enumerator = ident attributes? ("=" const-expr)?
    fn enum_spec(&mut self) -> Handle<EnumSpec> {
        let kw = self.bump();
        let mut attrs = self.attributes();
        let tag = if self.peek().kind == TokenKind::Ident {
            let t = self.bump();
            Some(self.ident_of(t))
        } else {
            None
        };
        let mut enumerators = None;
        if self.is(Punct::LBrace) {
            let open = self.bump().span;
            let mut list = Vec::new();
            while !self.is(Punct::RBrace) && !self.at_eof() {
                let t = self.peek();
                let Some(name) = self.expect_ident("") else {
                    self.recover_in_braces();
                    break;
                };
                let e_attrs = self.attributes();
                let value = if self.eat(Punct::Eq) {
                    Some(self.conditional())
                } else {
                    None
                };
                self.declare(name.name, NameKind::Ordinary);
                list.push(Enumerator {
                    span: self.span_from(t.span),
                    name,
                    attrs: e_attrs,
                    value,
                });
                if !self.eat(Punct::Comma) {
                    break;
                }
            }
            if !self.eat(Punct::RBrace) {
                let d = crate::Diagnostic::error(self.peek().span, "expected '}'")
                    .with_label(open, "to match this '{'");
                self.diags.push(d);
                self.recover_in_braces();
            }
            enumerators = Some(list);
            attrs.extend(self.attributes());
        } else if tag.is_none() {
            self.error_expected("identifier or '{' after 'enum'");
        }
        let span = self.span_from(kw.span);
        self.ast.enums.alloc(EnumSpec {
            span,
            tag,
            enumerators,
            attrs,
        })
    }

    /// Skips to just after the `}` closing the current brace level (or to `;`/EOF).
    fn recover_in_braces(&mut self) {
        let mut depth = 0usize;
        loop {
            match self.peek().kind {
                TokenKind::Eof => return,
                TokenKind::Punct(Punct::LBrace) => depth += 1,
                TokenKind::Punct(Punct::RBrace) => {
                    if depth == 0 {
                        self.bump();
                        return;
                    }
                    depth -= 1;
                }
                TokenKind::Punct(Punct::Semi) if depth == 0 => return,
                _ => {}
            }
            self.bump();
        }
    }

    // type-name = specifier-qualifier-list abstract-declarator?
    pub(super) fn type_name(&mut self) -> Handle<TypeName> {
        let start = self.peek().span;
        let before = self.pos;
        let specs = self.decl_specs();
        if self.pos == before {
            self.error_expected("a type");
        } else if let Some((_, span)) = specs.storage.first() {
            self.error(
                *span,
                "type name does not allow storage class to be specified",
            );
        }
        let declarator = self.declarator(DeclaratorMode::Abstract);
        let span = self.span_from(start);
        self.ast.type_names.alloc(TypeName {
            span,
            specs,
            declarator,
        })
    }

    // pointer-quals = (type-qualifier | attribute)*
    fn pointer_quals(&mut self) -> (TypeQuals, Vec<Attribute>) {
        let mut q = TypeQuals::default();
        let mut attrs = Vec::new();
        loop {
            match self.peek().kind {
                TokenKind::Keyword(Keyword::Const) => q.is_const = true,
                TokenKind::Keyword(Keyword::Volatile) => q.is_volatile = true,
                TokenKind::Keyword(Keyword::Restrict) => q.is_restrict = true,
                TokenKind::Keyword(Keyword::Atomic) => q.is_atomic = true,
                TokenKind::Keyword(Keyword::Attribute) => {
                    attrs.extend(self.attributes());
                    continue;
                }
                TokenKind::Punct(Punct::LBracket) if self.nth_is(1, Punct::LBracket) => {
                    attrs.extend(self.attributes());
                    continue;
                }
                _ => return (q, attrs),
            }
            self.bump();
        }
    }

    // declarator = ("*" pointer-quals)* direct-declarator suffix* (asm-label | attributes)*
    // direct-declarator = ident | "(" attributes? declarator ")" | (nothing, if abstract)
    pub(super) fn declarator(&mut self, mode: DeclaratorMode) -> Declarator {
        let start = self.peek().span;
        if !self.enter() {
            return Declarator {
                span: start,
                ..Declarator::default()
            };
        }
        let mut pointers = Vec::new();
        while self.is(Punct::Star) {
            let s = self.bump().span;
            let (quals, attrs) = self.pointer_quals();
            pointers.push(DerivedDeclarator::Pointer {
                span: self.span_from(s),
                quals,
                attrs,
            });
        }
        let mut attrs = self.attributes();
        let mut name = None;
        let mut inner: Vec<DerivedDeclarator> = Vec::new();
        let mut asm_label = None;
        if self.is(Punct::LParen) && self.paren_is_nested_declarator(mode) {
            self.bump();
            let d = self.declarator(mode);
            self.expect(Punct::RParen, "");
            name = d.name;
            inner = d.derived;
            attrs.extend(d.attrs);
            asm_label = d.asm_label;
        } else if mode != DeclaratorMode::Abstract && self.peek().kind == TokenKind::Ident {
            let t = self.bump();
            name = Some(self.ident_of(t));
        } else if mode == DeclaratorMode::Concrete {
            self.error_expected("identifier or '('");
        }
        // Suffixes, in source order: `a[2][3]` is "array 2 of array 3".
        let mut suffixes = Vec::new();
        loop {
            if self.is(Punct::LBracket) && !self.nth_is(1, Punct::LBracket) {
                suffixes.push(self.array_suffix());
            } else if self.is(Punct::LParen) {
                let s = self.bump().span;
                let params = self.param_list();
                suffixes.push(DerivedDeclarator::Function {
                    span: self.span_from(s),
                    params,
                });
            } else {
                break;
            }
        }
        // asm labels and attributes after the declarator, in any order.
        loop {
            if self.at_attribute() {
                attrs.extend(self.attributes());
            } else if self.is_kw(Keyword::Asm) && mode != DeclaratorMode::Abstract {
                self.bump();
                self.expect(Punct::LParen, " after 'asm'");
                asm_label = Some(self.expect_string());
                self.expect(Punct::RParen, "");
            } else {
                break;
            }
        }
        let mut derived = inner;
        derived.extend(suffixes);
        derived.extend(pointers.into_iter().rev());
        self.leave();
        Declarator {
            span: self.span_from(start),
            name,
            derived,
            attrs,
            asm_label,
        }
    }

    /// At `(` in a declarator: does it open a nested declarator (`(*p)`) rather than a
    /// parameter list (`(int)`)?
    fn paren_is_nested_declarator(&self, mode: DeclaratorMode) -> bool {
        let next = self.nth(1);
        match next.kind {
            TokenKind::Punct(Punct::Star | Punct::LParen | Punct::LBracket) => true,
            TokenKind::Keyword(Keyword::Attribute) => true,
            TokenKind::Punct(Punct::Caret) => true,
            TokenKind::Ident => mode != DeclaratorMode::Abstract && !self.is_typedef_name(next),
            _ => false,
        }
    }

    // array-suffix = "[" "static"? type-qualifier* "static"? ("*" | assign)? "]"
    fn array_suffix(&mut self) -> DerivedDeclarator {
        let s = self.bump().span;
        let mut is_static = self.eat_kw(Keyword::Static);
        let (quals, _) = self.pointer_quals();
        is_static |= self.eat_kw(Keyword::Static);
        let size = if self.is(Punct::RBracket) {
            ArraySize::Unspecified
        } else if self.is(Punct::Star) && self.nth_is(1, Punct::RBracket) {
            self.bump();
            ArraySize::Star
        } else {
            ArraySize::Expr(self.assign())
        };
        if !self.expect(Punct::RBracket, "") {
            self.skip_to_rbracket();
        }
        DerivedDeclarator::Array {
            span: self.span_from(s),
            quals,
            is_static,
            size,
        }
    }

    fn skip_to_rbracket(&mut self) {
        while !self.at_eof() && !self.is(Punct::Semi) && !self.is(Punct::RBrace) {
            if self.eat(Punct::RBracket) {
                return;
            }
            self.bump();
        }
    }

    // param-list = ")" | ident ("," ident)* ")" | param ("," param)* ("," "...")? ")"
    // param = decl-specs declarator-or-abstract
    fn param_list(&mut self) -> ParamList {
        if self.eat(Punct::RParen) {
            return ParamList::Empty;
        }
        let t = self.peek();
        if t.kind == TokenKind::Ident
            && !self.is_typedef_name(t)
            && (self.nth_is(1, Punct::Comma) || self.nth_is(1, Punct::RParen))
        {
            let mut ids = Vec::new();
            while let Some(id) = self.expect_ident("") {
                ids.push(id);
                if !self.eat(Punct::Comma) {
                    break;
                }
            }
            if !self.expect(Punct::RParen, "") {
                self.skip_balanced_to_rparen();
            }
            return ParamList::Identifiers(ids);
        }
        // Prototype scope: parameter names shadow typedefs only until the `)`.
        self.push_scope();
        let mut params = Vec::new();
        let mut variadic = false;
        loop {
            if self.eat(Punct::Ellipsis) {
                variadic = true;
                break;
            }
            let start = self.peek().span;
            let before = self.pos;
            let specs = self.decl_specs();
            if self.pos == before {
                self.error_expected("parameter declarator");
                break;
            }
            let declarator = self.declarator(DeclaratorMode::Either);
            if let Some(n) = declarator.name {
                self.declare(n.name, NameKind::Ordinary);
            }
            params.push(ParamDecl {
                span: self.span_from(start),
                specs,
                declarator,
            });
            if !self.eat(Punct::Comma) {
                break;
            }
        }
        self.pop_scope();
        if !self.expect(Punct::RParen, "") {
            self.skip_balanced_to_rparen();
        }
        ParamList::Prototype { params, variadic }
    }

    // initializer = "{" (designation? initializer ("," designation? initializer)* ","?)? "}"
    //             | assign
    pub(super) fn initializer(&mut self) -> Handle<Initializer> {
        let start = self.peek().span;
        if !self.is(Punct::LBrace) {
            let e = self.assign();
            let span = self.ast.exprs[e].span;
            return self.ast.inits.alloc(Initializer {
                span,
                kind: InitializerKind::Expr(e),
            });
        }
        if !self.enter() {
            return self.ast.inits.alloc(Initializer {
                span: start,
                kind: InitializerKind::List(Vec::new()),
            });
        }
        self.bump();
        let mut items = Vec::new();
        while !self.is(Punct::RBrace) && !self.at_eof() {
            let item_start = self.peek().span;
            let designators = self.designation();
            let init = self.initializer();
            items.push(InitItem {
                span: self.span_from(item_start),
                designators,
                init,
            });
            if !self.eat(Punct::Comma) {
                break;
            }
        }
        if !self.eat(Punct::RBrace) {
            self.error_expected("'}'");
            self.recover_in_braces();
        }
        self.leave();
        let span = self.span_from(start);
        self.ast.inits.alloc(Initializer {
            span,
            kind: InitializerKind::List(items),
        })
    }

    // designation = (("[" const-expr ("..." const-expr)? "]") | ("." ident))+ "=" | ident ":"
    fn designation(&mut self) -> Vec<Designator> {
        let mut out = Vec::new();
        if self.peek().kind == TokenKind::Ident && self.nth_is(1, Punct::Colon) {
            // Obsolete GNU `field: value`.
            let t = self.bump();
            self.bump();
            let id = self.ident_of(t);
            out.push(Designator {
                span: t.span,
                kind: DesignatorKind::Field(id),
            });
            return out;
        }
        loop {
            let s = self.peek().span;
            if self.eat(Punct::LBracket) {
                let lo = self.conditional();
                let kind = if self.eat(Punct::Ellipsis) {
                    let hi = self.conditional();
                    DesignatorKind::Range(lo, hi)
                } else {
                    DesignatorKind::Index(lo)
                };
                self.expect(Punct::RBracket, "");
                out.push(Designator {
                    span: self.span_from(s),
                    kind,
                });
            } else if self.is(Punct::Dot) {
                self.bump();
                let Some(id) = self.expect_ident(" after '.'") else {
                    break;
                };
                out.push(Designator {
                    span: self.span_from(s),
                    kind: DesignatorKind::Field(id),
                });
            } else {
                break;
            }
        }
        if !out.is_empty() {
            let only_index = out
                .iter()
                .all(|d| !matches!(d.kind, DesignatorKind::Field(_)));
            // GNU allows `[i] value` without `=`.
            if !self.eat(Punct::Eq) && !only_index {
                self.error_expected("'=' or another designator");
            }
        }
        out
    }
}
