//! The loops associated with a `loop` construct (spec 2.9.1 `collapse`, 2.9.8 `tile`) and the
//! code between them: one description of a loop nest, used by the checks here and by every
//! code writer of the lowering (`oxacc-lower/src/compute/loops.rs::Nest` adds the canonical
//! form of each loop).
//!
//! 2.9.1: "The associated loops are the n nested loops that immediately follow the loop
//! construct. If the force modifier does not appear, then the associated loops must be tightly
//! nested. If the force modifier appears, then any intervening code may be executed multiple
//! times as needed to perform the collapse." Restrictions: "Each associated loop, except the
//! innermost, must contain exactly one loop or loop nest"; "Intervening code must not contain
//! other OpenACC directives or calls to API routines." 2.9.8: `tile` needs n tightly-nested
//! loops.
//!
//! Tightly nested (as gcc reads it for `collapse` and `tile`): the body of each associated loop
//! but the innermost is the next loop, possibly inside `{ }` blocks, with nothing else but empty
//! statements (`;`) around it. Comments are gone after preprocessing. With `force`, any other
//! statement around the next loop is intervening code.

use oxacc_syntax::ast::{Stmt, StmtKind};
use oxacc_syntax::{Ast, Handle, Span};

/// What lies in the body of associated loop `k` around associated loop `k + 1`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Between {
    /// The `{ }` blocks from loop `k`'s body down to the one whose items hold loop `k + 1`,
    /// outermost first (empty when loop `k + 1` is the body itself). Intervening code declared
    /// in a block is scoped to it.
    pub blocks: Vec<Handle<Stmt>>,
    /// Intervening code before loop `k + 1`, in source order across the blocks (empty
    /// statements are left out: they are not code).
    pub before: Vec<Handle<Stmt>>,
    /// Intervening code after loop `k + 1`, in source order across the blocks.
    pub after: Vec<Handle<Stmt>>,
}

impl Between {
    /// True when there is intervening code (only `force` allows it).
    pub fn has_code(&self) -> bool {
        !self.before.is_empty() || !self.after.is_empty()
    }
}

/// The associated loops of a `loop` construct, outermost first.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct LoopNest {
    /// The associated `for` statements (`loops[0]` is the loop that follows the directive).
    pub loops: Vec<Handle<Stmt>>,
    /// `between[k]` is what lies between `loops[k]` and `loops[k + 1]` (one fewer than loops).
    pub between: Vec<Between>,
}

impl LoopNest {
    /// The body of the innermost associated loop.
    pub fn innermost_body(&self, ast: &Ast) -> Option<Handle<Stmt>> {
        match &ast.stmts.get(*self.loops.last()?)?.kind {
            StmtKind::For { body, .. } => Some(*body),
            _ => None,
        }
    }

    /// True when any level has intervening code.
    pub fn has_intervening_code(&self) -> bool {
        self.between.iter().any(Between::has_code)
    }

    /// The nest of the first `depth` loops (the leading loops of a partly collapsed nest).
    pub fn truncated(&self, depth: usize) -> LoopNest {
        let depth = depth.clamp(1, self.loops.len().max(1));
        LoopNest {
            loops: self.loops.iter().take(depth).copied().collect(),
            between: self
                .between
                .iter()
                .take(depth.saturating_sub(1))
                .cloned()
                .collect(),
        }
    }
}

/// Why the statements after a `loop` directive do not make the nest its clause asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NestError {
    /// Only `found` loops are (tightly) nested; `at` is the statement where the nest stops
    /// (intervening code without `force`, or a body with no loop).
    TooFew { found: usize, at: Option<Span> },
    /// An OpenACC (or OpenMP) directive among the associated loops: on an inner associated
    /// loop (`on_loop`) or in intervening code. `at` is the directive line.
    Directive { at: Span, on_loop: bool },
    /// Associated loop `level` (0-based) contains a second loop in its intervening code.
    SecondLoop { level: usize, at: Span },
}

/// The nest as far as it could be followed, and the first reason it is not the one asked for.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct NestResult {
    pub nest: LoopNest,
    pub error: Option<NestError>,
}

/// The `wanted` loops associated with the `for` statement `first` (2.9.1, 2.9.8): tightly
/// nested unless `force`. A `first` that is not a `for` gives an empty nest.
pub fn associated_loops(ast: &Ast, first: Handle<Stmt>, wanted: usize, force: bool) -> NestResult {
    let mut out = NestResult::default();
    if !matches!(
        ast.stmts.get(first).map(|s| &s.kind),
        Some(StmtKind::For { .. })
    ) {
        return out;
    }
    out.nest.loops.push(first);
    let mut cur = first;
    while out.nest.loops.len() < wanted.max(1) {
        let level = out.nest.loops.len() - 1;
        let Some(StmtKind::For { body, .. }) = ast.stmts.get(cur).map(|s| &s.kind) else {
            break;
        };
        let mut between = Between::default();
        let mut items = Vec::new();
        flatten(ast, *body, &mut items);
        // The next associated loop: the first `for` among the items (a directive owning one
        // is reported, not skipped: 2.9.1 "Intervening code must not contain other OpenACC
        // directives", and an inner associated loop takes no directive of its own).
        let pos = items.iter().position(|s| owns_loop(ast, *s));
        let Some(pos) = pos else {
            let at = items
                .first()
                .and_then(|s| ast.stmts.get(*s))
                .or_else(|| ast.stmts.get(*body))
                .map(|s| s.span);
            out.error = Some(NestError::TooFew {
                found: out.nest.loops.len(),
                at,
            });
            return out;
        };
        let next = items[pos];
        let code = |s: &&Handle<Stmt>| {
            !matches!(ast.stmts.get(**s).map(|s| &s.kind), Some(StmtKind::Empty))
        };
        between.before = items[..pos].iter().filter(code).copied().collect();
        between.after = items[pos + 1..].iter().filter(code).copied().collect();
        // The blocks that hold `next`: the path, not every block met while flattening.
        between.blocks = blocks_to(ast, *body, next);
        if let Some(StmtKind::Directive(h)) = ast.stmts.get(next).map(|s| &s.kind) {
            let at = ast.directives.get(*h).map(|d| d.span).unwrap_or_default();
            out.error = Some(NestError::Directive { at, on_loop: true });
            return out;
        }
        if !force {
            if let Some(s) = between.before.first().or(between.after.first()) {
                out.error = Some(NestError::TooFew {
                    found: out.nest.loops.len(),
                    at: ast.stmts.get(*s).map(|s| s.span),
                });
                return out;
            }
        }
        for s in between.before.iter().chain(&between.after) {
            if let Some(e) = forbidden_in_intervening(ast, *s, level) {
                out.error = Some(e);
                return out;
            }
        }
        out.nest.between.push(between);
        out.nest.loops.push(next);
        cur = next;
    }
    out
}

/// The statements of `s` with nested `{ }` blocks opened, in source order.
fn flatten(ast: &Ast, s: Handle<Stmt>, out: &mut Vec<Handle<Stmt>>) {
    match ast.stmts.get(s).map(|s| &s.kind) {
        Some(StmtKind::Compound(items)) => {
            for i in items {
                flatten(ast, *i, out);
            }
        }
        Some(_) => out.push(s),
        None => {}
    }
}

/// The `{ }` blocks from `s` down to the one whose items contain `target`, outermost first.
fn blocks_to(ast: &Ast, s: Handle<Stmt>, target: Handle<Stmt>) -> Vec<Handle<Stmt>> {
    let Some(StmtKind::Compound(items)) = ast.stmts.get(s).map(|s| &s.kind) else {
        return Vec::new();
    };
    for i in items {
        if *i == target {
            return vec![s];
        }
        let inner = blocks_to(ast, *i, target);
        if !inner.is_empty() {
            let mut v = vec![s];
            v.extend(inner);
            return v;
        }
    }
    Vec::new()
}

/// A `for`, or a directive whose body is (eventually) a `for`.
fn owns_loop(ast: &Ast, s: Handle<Stmt>) -> bool {
    match ast.stmts.get(s).map(|s| &s.kind) {
        Some(StmtKind::For { .. }) => true,
        Some(StmtKind::Directive(h)) => ast
            .directives
            .get(*h)
            .and_then(|d| d.body)
            .is_some_and(|b| owns_loop(ast, b)),
        _ => false,
    }
}

/// The first directive or loop inside intervening code `s` (2.9.1 restrictions).
fn forbidden_in_intervening(ast: &Ast, s: Handle<Stmt>, level: usize) -> Option<NestError> {
    let st = ast.stmts.get(s)?;
    match &st.kind {
        StmtKind::Directive(h) => {
            let at = ast.directives.get(*h).map(|d| d.span).unwrap_or(st.span);
            return Some(NestError::Directive { at, on_loop: false });
        }
        StmtKind::For { .. } | StmtKind::While { .. } | StmtKind::DoWhile { .. } => {
            return Some(NestError::SecondLoop { level, at: st.span })
        }
        _ => {}
    }
    children(ast, s)
        .into_iter()
        .find_map(|c| forbidden_in_intervening(ast, c, level))
}

fn children(ast: &Ast, s: Handle<Stmt>) -> Vec<Handle<Stmt>> {
    let Some(st) = ast.stmts.get(s) else {
        return Vec::new();
    };
    match &st.kind {
        StmtKind::Compound(items) => items.clone(),
        StmtKind::If {
            then_branch,
            else_branch,
            ..
        } => {
            let mut v = vec![*then_branch];
            v.extend(else_branch.iter().copied());
            v
        }
        StmtKind::Switch { body, .. }
        | StmtKind::While { body, .. }
        | StmtKind::DoWhile { body, .. }
        | StmtKind::For { body, .. }
        | StmtKind::Labeled { body, .. }
        | StmtKind::Case { body, .. }
        | StmtKind::Default { body } => vec![*body],
        _ => Vec::new(),
    }
}
