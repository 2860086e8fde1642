//! The C abstract syntax tree.
//!
//! Nodes live in arenas inside [`Ast`] and refer to each other by [`Handle`] (a typed 32-bit
//! index), in the style of naga. Every node carries the [`Span`] of its text in the preprocessed
//! source; a node's span covers all of its text (parentheses around an expression included).
//! Identifiers are interned [`Symbol`]s: `ast.name(ident)` gives their spelling.
//!
//! The tree is purely syntactic: declaration specifiers are kept as written (sema combines
//! `unsigned long long int`), declarators keep their full structure, and nothing is resolved.
//!
//! ## Reading a declarator
//!
//! A [`Declarator`] is the name plus a list of [`DerivedDeclarator`]s *read outward from the
//! name*, exactly as one says it in English: `int *a[3]` is "a is an array of 3 pointers to
//! int", so `derived == [Array(3), Pointer]`; `int (*fp)(void)` is "fp is a pointer to a
//! function (void) returning int", so `derived == [Pointer, Function(void)]`. To build the type,
//! start from the specifiers' base type and apply `derived` from the *last* to the first.

use crate::arena::{Arena, Handle};
use crate::intern::{Interner, Symbol};
use crate::span::Span;
use crate::token::{Encoding, PragmaKind, Token};

/// One translation unit: arenas of nodes plus the top-level items in source order.
#[derive(Clone, Debug, Default)]
pub struct Ast {
    pub exprs: Arena<Expr>,
    pub stmts: Arena<Stmt>,
    pub decls: Arena<Decl>,
    pub type_names: Arena<TypeName>,
    pub inits: Arena<Initializer>,
    pub records: Arena<RecordSpec>,
    pub enums: Arena<EnumSpec>,
    pub functions: Arena<FunctionDef>,
    pub directives: Arena<Directive>,
    pub pragmas: Arena<Pragma>,
    /// The external declarations of the file, in source order.
    pub items: Vec<ExternalDecl>,
    /// Pragmas found where no statement or declaration can stand (inside a struct body, an
    /// expression, ...). They are kept here so that nothing in the source is lost.
    pub stray_pragmas: Vec<Handle<Pragma>>,
    /// GNU nested function definitions (a function defined in a block, a gcc extension), in
    /// source order. Each is a block-scope `Decl` of its declarator in the tree; its body is
    /// not parsed and reaches cc as written.
    pub nested_functions: Vec<NestedFunction>,
    pub interner: Interner,
}

/// A GNU nested function definition: `int add(int k) { return base + k; }` inside a block.
#[derive(Clone, Debug)]
pub struct NestedFunction {
    pub name: Ident,
    /// From the declaration specifiers to the closing brace of the body.
    pub span: Span,
    /// The `#pragma acc` and `#pragma omp` lines in its body (not parsed as directives).
    pub pragmas: Vec<(PragmaKind, Span)>,
}

impl Ast {
    pub fn new() -> Ast {
        Ast::default()
    }

    /// The spelling of an identifier.
    pub fn name(&self, ident: Ident) -> &str {
        self.interner.resolve(ident.name)
    }

    /// The spelling of a symbol.
    pub fn symbol(&self, sym: Symbol) -> &str {
        self.interner.resolve(sym)
    }
}

/// An identifier occurrence.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Ident {
    pub name: Symbol,
    pub span: Span,
}

// ------------------------------------------------------------------------------------------
// Top level
// ------------------------------------------------------------------------------------------

/// translation-unit item.
#[derive(Clone, Debug)]
pub enum ExternalDecl {
    /// A declaration (`int x, *y = 0;`, `typedef ...;`, `struct s { ... };`).
    Decl(Handle<Decl>),
    FunctionDef(Handle<FunctionDef>),
    StaticAssert(StaticAssert),
    /// File-scope `asm("...");`: `template` is a string literal expression.
    Asm {
        span: Span,
        template: Handle<Expr>,
    },
    /// A `#pragma acc` / `#pragma omp` line at file scope (never has a body there).
    Directive(Handle<Directive>),
    /// Any other `#pragma`, kept verbatim.
    Pragma(Handle<Pragma>),
    /// A stray `;` at file scope (a GNU extension).
    Empty(Span),
}

/// A function definition. For a K&R definition `int f(a, b) int a; char b; { ... }` the
/// declarator's function part is [`ParamList::Identifiers`] and `knr_decls` holds the
/// declarations between `)` and `{`.
#[derive(Clone, Debug)]
pub struct FunctionDef {
    pub span: Span,
    pub specs: DeclSpecs,
    pub declarator: Declarator,
    pub knr_decls: Vec<Handle<Decl>>,
    /// Always a [`StmtKind::Compound`].
    pub body: Handle<Stmt>,
}

/// `_Static_assert(cond, "message");` (the message is optional since C2x).
#[derive(Clone, Debug)]
pub struct StaticAssert {
    pub span: Span,
    pub cond: Handle<Expr>,
    /// A string literal expression.
    pub message: Option<Handle<Expr>>,
}

/// An OpenACC or OpenMP directive line: `#pragma acc <tokens>`.
///
/// In statement position, a directive naming a construct with a structured block owns the next
/// statement as `body` (see [`crate::directive_takes_body`]); otherwise `body` is `None`.
#[derive(Clone, Debug)]
pub struct Directive {
    pub kind: DirectiveKind,
    /// The whole `#pragma` line (without the newline).
    pub span: Span,
    /// The tokens after `acc` / `omp`, with spans into the preprocessed text.
    pub tokens: Vec<Token>,
    pub body: Option<Handle<Stmt>>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DirectiveKind {
    Acc,
    Omp,
}

/// Any other `#pragma` line, kept verbatim (its text is `&source[span]`).
#[derive(Clone, Debug)]
pub struct Pragma {
    /// `Other` for ordinary pragmas; `Acc`/`Omp` only for a directive found where it cannot
    /// stand (kept in [`Ast::stray_pragmas`] after an error).
    pub kind: PragmaKind,
    pub span: Span,
    /// The tokens after `pragma` (after `acc`/`omp` for those kinds).
    pub tokens: Vec<Token>,
}

// ------------------------------------------------------------------------------------------
// Declarations
// ------------------------------------------------------------------------------------------

/// declaration: `declaration-specifiers init-declarator-list? ;`
#[derive(Clone, Debug)]
pub struct Decl {
    pub span: Span,
    pub specs: DeclSpecs,
    /// Empty for `struct s { ... };` or `enum e { ... };`.
    pub declarators: Vec<InitDeclarator>,
}

/// declarator (`= initializer`)?
#[derive(Clone, Debug)]
pub struct InitDeclarator {
    pub span: Span,
    pub declarator: Declarator,
    pub init: Option<Handle<Initializer>>,
}

/// Declaration specifiers exactly as written (their order is not significant in C; the
/// vectors keep source order so that sema can point at a duplicate).
#[derive(Clone, Debug, Default)]
pub struct DeclSpecs {
    pub span: Span,
    pub storage: Vec<(StorageClass, Span)>,
    pub quals: TypeQuals,
    pub is_inline: bool,
    pub is_noreturn: bool,
    /// Type specifiers in source order: `unsigned long long` is three entries.
    pub types: Vec<TypeSpec>,
    pub align: Vec<AlignSpec>,
    /// `__attribute__((...))` among the specifiers.
    pub attrs: Vec<Attribute>,
}

impl DeclSpecs {
    /// Does the declaration carry storage class `sc`?
    pub fn has_storage(&self, sc: StorageClass) -> bool {
        self.storage.iter().any(|(s, _)| *s == sc)
    }

    /// Is this a `typedef` declaration?
    pub fn is_typedef(&self) -> bool {
        self.has_storage(StorageClass::Typedef)
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum StorageClass {
    Typedef,
    Extern,
    Static,
    Auto,
    Register,
    /// `_Thread_local` / `__thread` (may combine with `static` / `extern`).
    ThreadLocal,
}

/// Type qualifiers. `atomic` is the qualifier form `_Atomic int`; the specifier form
/// `_Atomic(int)` is [`TypeSpecKind::Atomic`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct TypeQuals {
    pub is_const: bool,
    pub is_volatile: bool,
    pub is_restrict: bool,
    pub is_atomic: bool,
}

impl TypeQuals {
    pub fn is_empty(&self) -> bool {
        *self == TypeQuals::default()
    }
}

#[derive(Clone, Debug)]
pub struct TypeSpec {
    pub kind: TypeSpecKind,
    pub span: Span,
}

#[derive(Clone, Debug)]
pub enum TypeSpecKind {
    Void,
    Char,
    Short,
    Int,
    Long,
    Float,
    Double,
    Signed,
    Unsigned,
    Bool,
    Complex,
    Imaginary,
    Int128,
    Float16,
    Float32,
    Float64,
    Float128,
    Float32x,
    Float64x,
    Float128x,
    Float80,
    Decimal32,
    Decimal64,
    Decimal128,
    /// `struct`/`union` specifier (reference or definition).
    Record(Handle<RecordSpec>),
    /// `enum` specifier (reference or definition).
    Enum(Handle<EnumSpec>),
    /// A name declared by `typedef` (or a builtin one like `__builtin_va_list`).
    TypedefName(Ident),
    /// `typeof(expr)` / `__typeof__(expr)`.
    TypeofExpr(Handle<Expr>),
    /// `typeof(type-name)`.
    TypeofType(Handle<TypeName>),
    /// `_Atomic(type-name)`.
    Atomic(Handle<TypeName>),
    /// `__auto_type`.
    AutoType,
}

/// `_Alignas(type-name)` or `_Alignas(constant-expression)`.
#[derive(Clone, Debug)]
pub enum AlignSpec {
    Type(Handle<TypeName>, Span),
    Expr(Handle<Expr>, Span),
}

/// struct-or-union-specifier.
///
/// Each `struct` specifier in the source is its own node, so a handle identifies a
/// declaration point: sema maps a reference (`fields == None`) to the definition in scope.
#[derive(Clone, Debug)]
pub struct RecordSpec {
    pub span: Span,
    pub kind: RecordKind,
    pub tag: Option<Ident>,
    /// `None` for a reference (`struct s`); `Some` for a definition (`struct s { ... }`, the
    /// list may be empty as a GNU extension).
    pub members: Option<Vec<Member>>,
    pub attrs: Vec<Attribute>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RecordKind {
    Struct,
    Union,
}

/// struct-declaration.
#[derive(Clone, Debug)]
pub enum Member {
    /// `specs declarator (: width)?, ...;`. No declarators: an anonymous struct/union member
    /// (C11) when the specifier is a record.
    Field(FieldDecl),
    StaticAssert(StaticAssert),
}

#[derive(Clone, Debug)]
pub struct FieldDecl {
    pub span: Span,
    pub specs: DeclSpecs,
    pub declarators: Vec<FieldDeclarator>,
}

/// declarator? (`:` constant-expression)?
#[derive(Clone, Debug)]
pub struct FieldDeclarator {
    pub span: Span,
    /// `int : 3;` has an anonymous declarator (`name == None`).
    pub declarator: Declarator,
    pub bit_width: Option<Handle<Expr>>,
}

/// enum-specifier.
#[derive(Clone, Debug)]
pub struct EnumSpec {
    pub span: Span,
    pub tag: Option<Ident>,
    /// `None` for a reference (`enum e`).
    pub enumerators: Option<Vec<Enumerator>>,
    pub attrs: Vec<Attribute>,
}

#[derive(Clone, Debug)]
pub struct Enumerator {
    pub span: Span,
    pub name: Ident,
    pub attrs: Vec<Attribute>,
    pub value: Option<Handle<Expr>>,
}

/// A (possibly abstract) declarator; see the module docs for the order of `derived`.
#[derive(Clone, Debug, Default)]
pub struct Declarator {
    pub span: Span,
    /// `None` for an abstract declarator (type names, unnamed parameters, `int : 3`).
    pub name: Option<Ident>,
    /// Read outward from the name: `derived[0]` applies closest to the name.
    pub derived: Vec<DerivedDeclarator>,
    /// GNU attributes after the declarator (and those inside parenthesised declarators).
    pub attrs: Vec<Attribute>,
    /// `__asm__("symbol")` after the declarator: a string literal expression.
    pub asm_label: Option<Handle<Expr>>,
}

impl Declarator {
    /// Does this declarator declare a function (`f(...)`, not a pointer to one)?
    pub fn is_function(&self) -> bool {
        matches!(
            self.derived.first(),
            Some(DerivedDeclarator::Function { .. })
        )
    }

    /// The parameter list of the declared function, if it declares one.
    pub fn function_params(&self) -> Option<&ParamList> {
        match self.derived.first() {
            Some(DerivedDeclarator::Function { params, .. }) => Some(params),
            _ => None,
        }
    }
}

#[derive(Clone, Debug)]
pub enum DerivedDeclarator {
    /// `* quals attrs`
    Pointer {
        span: Span,
        quals: TypeQuals,
        attrs: Vec<Attribute>,
    },
    /// `[static? quals size]`
    Array {
        span: Span,
        quals: TypeQuals,
        is_static: bool,
        size: ArraySize,
    },
    /// `( parameters )`
    Function { span: Span, params: ParamList },
}

#[derive(Clone, Debug)]
pub enum ArraySize {
    /// `[]`
    Unspecified,
    /// `[n]` (constant or not: sema decides whether it is a VLA).
    Expr(Handle<Expr>),
    /// `[*]`: a VLA of unspecified size (prototype scope only).
    Star,
}

#[derive(Clone, Debug)]
pub enum ParamList {
    /// `()`: no information about the parameters (old style).
    Empty,
    /// `(int a, char *b, ...)`; `(void)` is a prototype with one unnamed `void` parameter.
    Prototype {
        params: Vec<ParamDecl>,
        variadic: bool,
    },
    /// K&R identifier list `(a, b, c)`.
    Identifiers(Vec<Ident>),
}

#[derive(Clone, Debug)]
pub struct ParamDecl {
    pub span: Span,
    pub specs: DeclSpecs,
    /// Possibly abstract.
    pub declarator: Declarator,
}

/// type-name: specifier-qualifier-list abstract-declarator?
#[derive(Clone, Debug)]
pub struct TypeName {
    pub span: Span,
    pub specs: DeclSpecs,
    /// Always abstract (`name == None`).
    pub declarator: Declarator,
}

/// One GNU attribute inside `__attribute__((a, b(1, 2)))`.
#[derive(Clone, Debug)]
pub struct Attribute {
    /// From the name to the closing parenthesis of the arguments.
    pub span: Span,
    /// The attribute name (keywords like `const` are accepted as names too).
    pub name: Ident,
    pub args: Option<AttrArgs>,
}

/// The parenthesised arguments of an attribute.
#[derive(Clone, Debug)]
pub struct AttrArgs {
    /// Between the parentheses (exclusive).
    pub span: Span,
    /// The arguments parsed as assignment-expressions (identifiers such as `__printf__` are
    /// plain identifier expressions). Empty when `parsed` is false.
    pub exprs: Vec<Handle<Expr>>,
    /// False when the arguments are not expressions (e.g. a type); then only `span` is
    /// meaningful (re-lex `&source[span]` if needed).
    pub parsed: bool,
}

/// initializer: assignment-expression | `{` initializer-list `,`? `}`
#[derive(Clone, Debug)]
pub struct Initializer {
    pub span: Span,
    pub kind: InitializerKind,
}

#[derive(Clone, Debug)]
pub enum InitializerKind {
    Expr(Handle<Expr>),
    List(Vec<InitItem>),
}

/// designation? initializer
#[derive(Clone, Debug)]
pub struct InitItem {
    pub span: Span,
    /// Empty when there is no designation. The GNU `field: value` form is stored as a
    /// `Field` designator.
    pub designators: Vec<Designator>,
    pub init: Handle<Initializer>,
}

#[derive(Clone, Debug)]
pub struct Designator {
    pub span: Span,
    pub kind: DesignatorKind,
}

#[derive(Clone, Debug)]
pub enum DesignatorKind {
    /// `.name`
    Field(Ident),
    /// `[index]`
    Index(Handle<Expr>),
    /// `[lo ... hi]` (GNU).
    Range(Handle<Expr>, Handle<Expr>),
}

// ------------------------------------------------------------------------------------------
// Statements
// ------------------------------------------------------------------------------------------

#[derive(Clone, Debug)]
pub struct Stmt {
    pub span: Span,
    pub kind: StmtKind,
}

#[derive(Clone, Debug)]
pub enum StmtKind {
    /// `{ block-item* }`
    Compound(Vec<Handle<Stmt>>),
    /// `expr ;`
    Expr(Handle<Expr>),
    /// `;`
    Empty,
    If {
        cond: Handle<Expr>,
        then_branch: Handle<Stmt>,
        else_branch: Option<Handle<Stmt>>,
    },
    Switch {
        cond: Handle<Expr>,
        body: Handle<Stmt>,
    },
    While {
        cond: Handle<Expr>,
        body: Handle<Stmt>,
    },
    DoWhile {
        body: Handle<Stmt>,
        cond: Handle<Expr>,
    },
    For {
        init: ForInit,
        cond: Option<Handle<Expr>>,
        step: Option<Handle<Expr>>,
        body: Handle<Stmt>,
    },
    /// `goto label;`
    Goto(Ident),
    /// `goto *expr;` (GNU computed goto).
    GotoIndirect(Handle<Expr>),
    Continue,
    Break,
    Return(Option<Handle<Expr>>),
    /// `label: attrs? stmt`
    Labeled {
        label: Ident,
        attrs: Vec<Attribute>,
        body: Handle<Stmt>,
    },
    /// `case value: stmt` or the GNU range `case lo ... hi: stmt`.
    Case {
        value: Handle<Expr>,
        range_end: Option<Handle<Expr>>,
        body: Handle<Stmt>,
    },
    Default {
        body: Handle<Stmt>,
    },
    /// A declaration in a block.
    Decl(Handle<Decl>),
    StaticAssert(StaticAssert),
    /// `__label__ a, b;` (GNU local labels, at the start of a block).
    LocalLabels(Vec<Ident>),
    Asm(AsmStmt),
    /// A `#pragma acc`/`#pragma omp` directive (with its body, if it owns one).
    Directive(Handle<Directive>),
    /// Another `#pragma`, kept verbatim.
    Pragma(Handle<Pragma>),
    /// Placeholder after a syntax error (a diagnostic was reported).
    Error,
}

/// The first clause of a `for`.
#[derive(Clone, Debug)]
pub enum ForInit {
    None,
    Expr(Handle<Expr>),
    Decl(Handle<Decl>),
}

/// `asm qualifiers ( template : outputs : inputs : clobbers : labels );`
#[derive(Clone, Debug)]
pub struct AsmStmt {
    pub span: Span,
    pub is_volatile: bool,
    pub is_inline: bool,
    pub is_goto: bool,
    /// A string literal expression.
    pub template: Handle<Expr>,
    /// False for basic asm (`asm("nop")`), true once a `:` section appears.
    pub extended: bool,
    pub outputs: Vec<AsmOperand>,
    pub inputs: Vec<AsmOperand>,
    /// String literal expressions.
    pub clobbers: Vec<Handle<Expr>>,
    pub labels: Vec<Ident>,
}

/// `[name]? "constraint" (expr)`
#[derive(Clone, Debug)]
pub struct AsmOperand {
    pub span: Span,
    pub symbolic_name: Option<Ident>,
    /// A string literal expression.
    pub constraint: Handle<Expr>,
    pub expr: Handle<Expr>,
}

// ------------------------------------------------------------------------------------------
// Expressions
// ------------------------------------------------------------------------------------------

#[derive(Clone, Debug)]
pub struct Expr {
    pub span: Span,
    pub kind: ExprKind,
}

#[derive(Clone, Debug)]
pub enum ExprKind {
    /// A name (variable, function, enumerator).
    Ident(Ident),
    IntLit(IntLit),
    FloatLit(FloatLit),
    CharLit(CharLit),
    /// One or more adjacent string literals, concatenated.
    StringLit(StringLit),
    /// Prefix and postfix unary operators.
    Unary {
        op: UnaryOp,
        operand: Handle<Expr>,
    },
    /// Binary operators, including `,` and the logical `&&`/`||`.
    Binary {
        op: BinaryOp,
        lhs: Handle<Expr>,
        rhs: Handle<Expr>,
    },
    /// `lhs = rhs` (`op == None`) or `lhs op= rhs`.
    Assign {
        op: Option<BinaryOp>,
        lhs: Handle<Expr>,
        rhs: Handle<Expr>,
    },
    /// `cond ? then : else`; `then == None` for the GNU `cond ?: else`.
    Conditional {
        cond: Handle<Expr>,
        then_expr: Option<Handle<Expr>>,
        else_expr: Handle<Expr>,
    },
    /// `(type) expr`
    Cast {
        ty: Handle<TypeName>,
        expr: Handle<Expr>,
    },
    /// `(type) { initializers }`
    CompoundLiteral {
        ty: Handle<TypeName>,
        init: Handle<Initializer>,
    },
    SizeofExpr(Handle<Expr>),
    SizeofType(Handle<TypeName>),
    /// `_Alignof`/`__alignof__` of an expression (GNU).
    AlignofExpr(Handle<Expr>),
    AlignofType(Handle<TypeName>),
    Call {
        callee: Handle<Expr>,
        args: Vec<Handle<Expr>>,
    },
    /// `base[index]`
    Index {
        base: Handle<Expr>,
        index: Handle<Expr>,
    },
    /// `base.member` or `base->member` (`arrow`).
    Member {
        base: Handle<Expr>,
        member: Ident,
        arrow: bool,
    },
    /// `_Generic(control, type: expr, default: expr)`
    Generic {
        control: Handle<Expr>,
        assocs: Vec<GenericAssoc>,
    },
    /// `({ ... })` (GNU statement expression); the handle is a compound statement.
    StmtExpr(Handle<Stmt>),
    /// `&&label` (GNU labels as values).
    LabelAddr(Ident),
    /// `__builtin_va_arg(ap, type)`
    VaArg {
        ap: Handle<Expr>,
        ty: Handle<TypeName>,
    },
    /// `__builtin_offsetof(type, a.b[2])`
    Offsetof {
        ty: Handle<TypeName>,
        /// Starts with a `Field`.
        path: Vec<OffsetofPart>,
    },
    /// `__builtin_types_compatible_p(type, type)`
    TypesCompatible {
        lhs: Handle<TypeName>,
        rhs: Handle<TypeName>,
    },
    /// Placeholder after a syntax error (a diagnostic was reported).
    Error,
}

#[derive(Clone, Debug)]
pub enum OffsetofPart {
    Field(Ident),
    Index(Handle<Expr>),
}

/// `type-name : expr` or `default : expr` (`ty == None`).
#[derive(Clone, Debug)]
pub struct GenericAssoc {
    pub span: Span,
    pub ty: Option<Handle<TypeName>>,
    pub expr: Handle<Expr>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum UnaryOp {
    PreInc,
    PreDec,
    PostInc,
    PostDec,
    /// `&x`
    AddrOf,
    /// `*x`
    Deref,
    /// `+x`
    Plus,
    /// `-x`
    Minus,
    /// `~x`
    BitNot,
    /// `!x`
    Not,
    /// `__real__ x`
    Real,
    /// `__imag__ x`
    Imag,
}

impl UnaryOp {
    pub fn as_str(self) -> &'static str {
        match self {
            UnaryOp::PreInc | UnaryOp::PostInc => "++",
            UnaryOp::PreDec | UnaryOp::PostDec => "--",
            UnaryOp::AddrOf => "&",
            UnaryOp::Deref => "*",
            UnaryOp::Plus => "+",
            UnaryOp::Minus => "-",
            UnaryOp::BitNot => "~",
            UnaryOp::Not => "!",
            UnaryOp::Real => "__real__",
            UnaryOp::Imag => "__imag__",
        }
    }

    pub fn is_postfix(self) -> bool {
        matches!(self, UnaryOp::PostInc | UnaryOp::PostDec)
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BinaryOp {
    Mul,
    Div,
    Rem,
    Add,
    Sub,
    Shl,
    Shr,
    Lt,
    Gt,
    Le,
    Ge,
    Eq,
    Ne,
    BitAnd,
    BitXor,
    BitOr,
    LogicalAnd,
    LogicalOr,
    Comma,
}

impl BinaryOp {
    pub fn as_str(self) -> &'static str {
        match self {
            BinaryOp::Mul => "*",
            BinaryOp::Div => "/",
            BinaryOp::Rem => "%",
            BinaryOp::Add => "+",
            BinaryOp::Sub => "-",
            BinaryOp::Shl => "<<",
            BinaryOp::Shr => ">>",
            BinaryOp::Lt => "<",
            BinaryOp::Gt => ">",
            BinaryOp::Le => "<=",
            BinaryOp::Ge => ">=",
            BinaryOp::Eq => "==",
            BinaryOp::Ne => "!=",
            BinaryOp::BitAnd => "&",
            BinaryOp::BitXor => "^",
            BinaryOp::BitOr => "|",
            BinaryOp::LogicalAnd => "&&",
            BinaryOp::LogicalOr => "||",
            BinaryOp::Comma => ",",
        }
    }

    /// C precedence level (higher binds tighter): `,` = 1 ... `*` = 13. Assignment is 2 and
    /// `?:` is 3 (see `printer`).
    pub fn precedence(self) -> u8 {
        match self {
            BinaryOp::Comma => 1,
            BinaryOp::LogicalOr => 4,
            BinaryOp::LogicalAnd => 5,
            BinaryOp::BitOr => 6,
            BinaryOp::BitXor => 7,
            BinaryOp::BitAnd => 8,
            BinaryOp::Eq | BinaryOp::Ne => 9,
            BinaryOp::Lt | BinaryOp::Gt | BinaryOp::Le | BinaryOp::Ge => 10,
            BinaryOp::Shl | BinaryOp::Shr => 11,
            BinaryOp::Add | BinaryOp::Sub => 12,
            BinaryOp::Mul | BinaryOp::Div | BinaryOp::Rem => 13,
        }
    }
}

/// An integer constant: its value and suffix (sema picks the type from both and the radix).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct IntLit {
    /// The value, saturated at `u128::MAX` when `overflow` is set.
    pub value: u128,
    pub radix: u32,
    pub unsigned: bool,
    /// 0 = none, 1 = `l`/`L`, 2 = `ll`/`LL`.
    pub long: u8,
    /// GNU imaginary suffix `i`/`j`.
    pub imaginary: bool,
    pub overflow: bool,
}

/// A floating constant.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct FloatLit {
    /// The value as a `double` (a `long double` or `_Float128` constant may be rounded, or
    /// infinite when out of `double` range: use `spelling` to keep it exact).
    pub value: f64,
    pub suffix: FloatSuffix,
    /// GNU imaginary suffix `i`/`j`.
    pub imaginary: bool,
    /// The literal as written (interned), when it came from source text. The printer prefers it
    /// so that `1e4000L` or `0x1.8p3` come out unchanged.
    pub spelling: Option<Symbol>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FloatSuffix {
    /// `double`
    None,
    /// `f`/`F`: `float`
    F,
    /// `l`/`L`: `long double`
    L,
    /// `f16`, `f32`, `f64`, `f128`, `f32x`, `f64x` (`_FloatN` types).
    F16,
    F32,
    F64,
    F128,
    F32x,
    F64x,
}

/// A character constant: its value (for plain ones, the `int` value gcc gives it: a single
/// char is sign-extended; multi-char constants combine bytes big-endian).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CharLit {
    pub value: i64,
    pub encoding: Encoding,
}

/// Concatenated adjacent string literals.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StringLit {
    /// The encoding of the result (a prefixed piece wins over plain ones).
    pub encoding: Encoding,
    /// The decoded code units without the terminating NUL: bytes for plain/`u8`, UTF-16 units
    /// for `u`, code points for `L`/`U`. The array type has `value.len() + 1` elements.
    pub value: Vec<u32>,
    /// The span of each literal token that was concatenated.
    pub pieces: Vec<Span>,
}
