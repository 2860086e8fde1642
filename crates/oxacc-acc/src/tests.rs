//! Unit tests of the clause parser (the UI tests in `tests/ui/acc` cover the messages).

use crate::*;
use oxacc_syntax::ast::ExprKind;
use oxacc_syntax::{Ast, Diagnostic};

/// Parses `src` as C and every `#pragma acc` in it.
pub(crate) fn parse_src(src: &str) -> (Ast, AccDirectives, Vec<Diagnostic>) {
    let (mut ast, mut diags) = oxacc_syntax::parse(src);
    let (dirs, d) = parse_all(&mut ast, src, &|_, _| false);
    diags.extend(d);
    (ast, dirs, diags)
}

/// Parses one directive line inside a function body.
fn one(line: &str) -> (Ast, Option<AccDirective>, Vec<Diagnostic>, String) {
    let src = format!("void f(int n, float *a, float *b, int i) {{\n#pragma acc {line}\n;\n}}\n");
    let (ast, dirs, diags) = parse_src(&src);
    let d = dirs.iter().next().map(|(_, d)| d.clone());
    (ast, d, diags, src)
}

fn ok(line: &str) -> (Ast, AccDirective, String) {
    let (ast, d, diags, src) = one(line);
    assert!(diags.is_empty(), "{line}: {diags:?}");
    (ast, d.expect("parsed"), src)
}

fn expr_text<'a>(
    ast: &Ast,
    src: &'a str,
    e: oxacc_syntax::Handle<oxacc_syntax::ast::Expr>,
) -> &'a str {
    let s = ast.exprs[e].span;
    &src[s.start as usize..s.end as usize]
}

#[test]
fn directive_names() {
    for (line, name) in [
        ("parallel", DirectiveName::Parallel),
        ("parallel loop", DirectiveName::ParallelLoop),
        ("serial loop", DirectiveName::SerialLoop),
        ("kernels loop", DirectiveName::KernelsLoop),
        ("kernels", DirectiveName::Kernels),
        ("enter data copyin(a[0:n])", DirectiveName::EnterData),
        ("exit data delete(a)", DirectiveName::ExitData),
        ("atomic", DirectiveName::Atomic(AtomicKind::Update)),
        ("atomic capture", DirectiveName::Atomic(AtomicKind::Capture)),
        ("atomic read", DirectiveName::Atomic(AtomicKind::Read)),
        ("wait", DirectiveName::Wait),
        ("routine seq", DirectiveName::Routine),
        ("host_data use_device(a)", DirectiveName::HostData),
        ("update self(a[0:n])", DirectiveName::Update),
        ("set device_num(0)", DirectiveName::Set),
        ("init", DirectiveName::Init),
        ("shutdown", DirectiveName::Shutdown),
        ("cache(a[i:4])", DirectiveName::Cache),
        ("declare create(n)", DirectiveName::Declare),
        ("data copy(a)", DirectiveName::Data),
        ("loop", DirectiveName::Loop),
    ] {
        let (_, d, _) = ok(line);
        assert_eq!(d.name, name, "{line}");
    }
}

#[test]
fn unknown_directive_is_a_warning() {
    let (_, d, diags, _) = one("frobnicate copy(a)");
    assert!(d.is_none());
    assert_eq!(diags.len(), 1);
    assert_eq!(diags[0].severity, oxacc_syntax::Severity::Warning);
}

#[test]
fn subarrays() {
    let (ast, d, src) = ok("parallel copy(a[1:n-2], b[:n]) copyin(readonly: a[i], b[2:])");
    let vars: Vec<&DataVar> = d.all_vars().map(|(_, v)| v).collect();
    assert_eq!(vars.len(), 4);
    assert_eq!(vars[0].name(), "a");
    assert_eq!(vars[0].text, "a[1:n-2]");
    let b = vars[0].bounds();
    assert_eq!(expr_text(&ast, &src, b[0].0.unwrap()), "1");
    assert_eq!(expr_text(&ast, &src, b[0].1.unwrap()), "n-2");
    assert!(vars[1].bounds()[0].0.is_none());
    assert!(matches!(
        vars[2].subscripts[0].kind,
        SubscriptKind::Index(_)
    ));
    assert!(vars[3].bounds()[0].1.is_none());
    let c = d.clause(ClauseName::Copyin).unwrap();
    match &c.kind {
        ClauseKind::Data(dc) => assert_eq!(dc.modifier.map(|m| m.0), Some(DataModifier::Readonly)),
        _ => panic!(),
    }
}

#[test]
fn members_and_multi_dim() {
    let (ast, d, src) = ok("data copy(s.p[0:n], q->r[0:n], m[1:n-2][0:i], s.a[2].p[0:n])");
    let vars: Vec<&DataVar> = d.all_vars().map(|(_, v)| v).collect();
    assert_eq!(vars[0].name(), "s");
    assert!(vars[0].is_member);
    assert_eq!(expr_text(&ast, &src, vars[0].base), "s.p");
    assert_eq!(vars[1].name(), "q");
    assert_eq!(vars[2].subscripts.len(), 2);
    assert_eq!(expr_text(&ast, &src, vars[3].base), "s.a[2].p");
}

#[test]
fn conditional_in_bound() {
    let (ast, d, src) = ok("data copy(a[i > 0 ? i : 0 : n])");
    let v = &d.clauses[0].vars()[0];
    assert_eq!(
        expr_text(&ast, &src, v.bounds()[0].0.unwrap()),
        "i > 0 ? i : 0"
    );
    assert_eq!(expr_text(&ast, &src, v.bounds()[0].1.unwrap()), "n");
}

#[test]
fn loop_clauses() {
    let (_, d, _) = ok("parallel loop gang(num: 4, static: *) worker(num: 2) vector(length: 128) collapse(force: 2) tile(*, 8) reduction(max: n) private(i)");
    assert_eq!(d.clauses.len(), 7);
    match &d.clauses[0].kind {
        ClauseKind::Gang(g) => {
            assert!(g.num.is_some());
            assert!(matches!(g.static_size, Some(TileSize::Star(_))));
        }
        _ => panic!(),
    }
    match &d.clauses[3].kind {
        ClauseKind::Collapse { force, value, .. } => {
            assert!(*force);
            assert_eq!(*value, Some(2));
        }
        _ => panic!(),
    }
    match &d.clauses[5].kind {
        ClauseKind::Reduction { op, vars, .. } => {
            assert_eq!(*op, ReductionOp::Max);
            assert_eq!(vars.len(), 1);
        }
        _ => panic!(),
    }
}

#[test]
fn commas_between_clauses_and_keyword_names() {
    let (_, d, _) = ok("parallel loop, if(n > 1), default(present), auto, async(1), wait");
    let names: Vec<ClauseName> = d.clauses.iter().map(|c| c.name()).collect();
    assert_eq!(
        names,
        [
            ClauseName::If,
            ClauseName::Default,
            ClauseName::Auto,
            ClauseName::Async,
            ClauseName::Wait
        ]
    );
}

#[test]
fn wait_arguments() {
    let (_, d, _) = ok("wait(devnum: 1: queues: 2, 3) async(4) if(n)");
    match &d.args {
        DirectiveArgs::Wait(w) => {
            assert!(w.devnum.is_some());
            assert!(w.queues_modifier.is_some());
            assert_eq!(w.queues.len(), 2);
        }
        _ => panic!(),
    }
    // No async-argument list after a devnum modifier: every queue of that device (2.16;
    // 3.2.12's `wait(devnum:dev_num)`).
    for line in [
        "wait(devnum: 1)",
        "wait(devnum: n + 1:)",
        "wait(devnum: 0: queues:) async(2)",
        "parallel wait(devnum: n)",
        "wait(devnum: n ? 1 : 0)",
    ] {
        let (_, d, _) = ok(line);
        let w = match (&d.args, d.clauses.first().map(|c| &c.kind)) {
            (DirectiveArgs::Wait(w), _) => w,
            (_, Some(ClauseKind::Wait(Some(w)))) => w,
            _ => panic!("{line}"),
        };
        assert!(w.devnum.is_some() && w.queues.is_empty(), "{line}");
    }
    let (_, d, _) = ok("parallel wait(1, 2)");
    match &d.clauses[0].kind {
        ClauseKind::Wait(Some(w)) => assert_eq!(w.queues.len(), 2),
        _ => panic!(),
    }
}

#[test]
fn device_type_groups() {
    let (_, d, _) =
        ok("parallel num_gangs(2) device_type(nvidia) num_gangs(4) dtype(*) num_workers(8)");
    assert_eq!(d.clauses[0].device_type, None);
    assert_eq!(d.clauses[2].device_type, Some(1));
    assert_eq!(d.clauses[4].device_type, Some(3));
    let nv = d.clauses_for_device("nvidia");
    assert_eq!(nv.len(), 1);
    let host = d.clauses_for_device("host");
    // The default num_gangs(2) (no like-named clause under `*`) plus `*`'s num_workers(8).
    assert_eq!(host.len(), 2);
    assert!(matches!(host[1].kind, ClauseKind::NumWorkers(_)));
}

#[test]
fn routine_and_bind() {
    let (_, d, _) = ok("routine(f) seq bind(\"g\")");
    assert!(matches!(&d.args, DirectiveArgs::Routine(n) if n.name == "f"));
    assert!(matches!(&d.clauses[1].kind, ClauseKind::Bind(BindName::String(n)) if n.name == "g"));
}

#[test]
fn cache_readonly() {
    let (_, d, _) = ok("cache(readonly: a[i:4], b[i])");
    match &d.args {
        DirectiveArgs::Cache { readonly, vars } => {
            assert!(readonly.is_some());
            assert_eq!(vars.len(), 2);
        }
        _ => panic!(),
    }
}

#[test]
fn aliases() {
    let (_, d, src) = ok("data pcopy(a) present_or_copyin(b) pcreate(n) present_or_copyout(i)");
    let names: Vec<ClauseName> = d.clauses.iter().map(|c| c.name()).collect();
    assert_eq!(
        names,
        [
            ClauseName::Copy,
            ClauseName::Copyin,
            ClauseName::Create,
            ClauseName::Copyout
        ]
    );
    assert_eq!(d.clauses[0].spelling(&src), "pcopy");
}

#[test]
fn self_on_update_and_compute() {
    let (_, d, _) = ok("update self(a[0:n]) host(b[0:n]) device(n)");
    assert_eq!(d.all_vars().count(), 3);
    let (ast, d, _) = ok("parallel self(n > 2)");
    match &d.clauses[0].kind {
        ClauseKind::SelfClause(SelfArg::Cond(e)) => {
            assert!(matches!(ast.exprs[*e].kind, ExprKind::Binary { .. }))
        }
        _ => panic!(),
    }
}

#[test]
fn errors_do_not_stop_the_directive() {
    for line in [
        "parallel copy(",
        "parallel copy()",
        "parallel copy(a[)",
        "parallel copy(a[0:n].x)",
        "parallel reduction(-: n)",
        "parallel reduction(+ n)",
        "parallel default(shared)",
        "parallel num_workers(1, 2)",
        "loop gang(num: 1, num: 2)",
        "parallel foo(1) copy(a)",
        "parallel seq(1)",
        "wait(devnum:)",
        "parallel copy(*a)",
        "parallel copy(f(a))",
        "parallel copy(,a)",
        "enter copyin(a)",
        "atomic foo",
        "routine(1)",
    ] {
        let (_, _, diags, _) = one(line);
        assert!(diags.iter().any(|d| d.is_error()), "{line}: no error");
    }
}

// ---- typed checks with a stand-in for sema -----------------------------------------------

/// Types identifiers from a table; everything else is unknown.
struct FakeTypes<'a> {
    ast: &'a Ast,
    vars: Vec<(&'static str, Shape)>,
}

impl TypeInfo for FakeTypes<'_> {
    fn shape(&self, e: oxacc_syntax::Handle<oxacc_syntax::ast::Expr>) -> Option<Shape> {
        match &self.ast.exprs.get(e)?.kind {
            ExprKind::Ident(id) => {
                let name = self.ast.name(*id);
                self.vars
                    .iter()
                    .find(|(n, _)| *n == name)
                    .map(|(_, s)| s.clone())
            }
            ExprKind::IntLit(_) => Some(Shape::Integer),
            ExprKind::FloatLit(_) => Some(Shape::Floating),
            _ => None,
        }
    }

    fn int_value(&self, _: oxacc_syntax::Handle<oxacc_syntax::ast::Expr>) -> Option<i128> {
        None
    }
}

fn arr(len: Option<u64>, elem: Shape) -> Shape {
    Shape::Array {
        len,
        vla: false,
        elem: Box::new(elem),
    }
}

fn ptr(to: Shape) -> Shape {
    Shape::Pointer(Box::new(to))
}

fn typed_messages(line: &str) -> Vec<String> {
    let src = format!("void f(void) {{\n#pragma acc {line}\n;\n}}\n");
    let (ast, dirs, diags) = parse_src(&src);
    assert!(diags.is_empty(), "{line}: {diags:?}");
    let types = FakeTypes {
        ast: &ast,
        vars: vec![
            ("aa", arr(Some(100), arr(Some(200), Shape::Floating))),
            ("bb", ptr(arr(Some(200), Shape::Floating))),
            ("cc", arr(Some(200), ptr(Shape::Floating))),
            ("dd", ptr(ptr(Shape::Floating))),
            ("ext", arr(None, Shape::Integer)),
            ("p", ptr(Shape::Integer)),
            ("x", Shape::Integer),
            ("f", Shape::Floating),
        ],
    };
    check_types(&ast, &src, &dirs, &types)
        .into_iter()
        .map(|d| d.message)
        .collect()
}

#[test]
fn typed_bounds() {
    assert!(typed_messages("parallel copy(p) copy(aa) copyin(p[0:x])").is_empty());
    let m = typed_messages("parallel copy(p[:]) copyin(ext) copyout(dd[0:x][:])");
    assert_eq!(m.len(), 3, "{m:?}");
    assert!(m.iter().all(|s| s.starts_with("cannot determine bounds")));
    assert!(typed_messages("parallel copy(aa[2:x][:], ext[0:x])").is_empty());
    assert_eq!(typed_messages("parallel copy(x[0:2])").len(), 1);
}

#[test]
fn typed_contiguity() {
    // 2.7.1's four 2-D arrays with rectangular subarrays are all fine.
    assert!(
        typed_messages("data copy(aa[2:x][0:200], bb[2:x][0:x], cc[2:x][0:x], dd[2:x][0:x])")
            .is_empty()
    );
    let m = typed_messages("data copy(aa[0:x][1:x-2]) copyin(bb[0:x][3])");
    assert_eq!(m.len(), 2, "{m:?}");
    assert!(m[0].contains("not contiguous"));
    // A pointer-of-pointers has one block per row: allowed.
    assert!(typed_messages("data copy(dd[0:x][1:x-2], aa[3][1:5])").is_empty());
    // update may move non-contiguous data (2.14.4).
    assert!(typed_messages("update self(aa[0:x][1:5])").is_empty());
}

#[test]
fn typed_pointers_reductions_ints() {
    assert_eq!(typed_messages("parallel deviceptr(x) attach(p)").len(), 1);
    assert_eq!(
        typed_messages("parallel reduction(&: f) reduction(+: p)").len(),
        2
    );
    assert!(typed_messages("parallel reduction(max: f) reduction(|: x)").is_empty());
    assert_eq!(
        typed_messages("parallel num_gangs(1.5) vector_length(x)").len(),
        1
    );
}

#[test]
fn pragma_operator_is_a_directive() {
    let src = "void f(float *a, int n) {\n_Pragma(\"acc update self(a[0:n])\")\n}\n";
    let (_, dirs, diags) = parse_src(src);
    assert!(diags.is_empty(), "{diags:?}");
    let d = dirs
        .iter()
        .next()
        .map(|(_, d)| d.clone())
        .expect("one directive");
    assert_eq!(d.name, DirectiveName::Update);
    assert_eq!(d.all_vars().count(), 1);
}

#[test]
fn takes_body_agrees_with_the_syntax_crate() {
    for line in [
        "parallel",
        "serial loop",
        "kernels",
        "data copy(a)",
        "host_data use_device(a)",
        "loop",
        "atomic read",
        "atomic",
        "enter data copyin(a)",
        "exit data delete(a)",
        "update self(a)",
        "wait",
        "cache(a[0:1])",
        "declare create(a)",
        "routine seq",
        "init",
        "set device_num(0)",
        "shutdown",
    ] {
        let (ast, d, _, src) = one(line);
        let d = d.expect("parsed");
        let node = &ast.directives[d.directive];
        let syntax = oxacc_syntax::directive_takes_body(node.kind, &node.tokens, &src);
        assert_eq!(directive_takes_body(d.name), syntax, "{line}");
        assert_eq!(d.body.is_some(), syntax, "{line}");
    }
}

#[test]
fn exprs_lists_every_expression() {
    let (_, d, _) = ok(
        "parallel loop if(n) num_gangs(1, 2) copy(a[1:n][0:i]) wait(devnum: 1: 2) gang(static: 4)",
    );
    // n, 1, 2, a, 1, n, 0, i, 1, 2, 4
    assert_eq!(d.exprs().len(), 11);
}
