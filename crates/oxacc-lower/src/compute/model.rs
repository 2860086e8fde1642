//! The target-independent description of one compute region: what the analysis decided
//! (spec 2.6 data attributes in `capture.rs`, the loop sites and their CPU schedule in
//! `outline.rs`'s planner, the parallelism level of each loop here, the atomic forms in
//! `atomic_form.rs`), handed as one value to both code writers — the multicore outliner
//! (`outline.rs`) and the CUDA writer (`cuda/`). Neither writer re-derives what the model says.

use oxacc_acc::ast::{Clause, ClauseKind, ClauseName};

use super::capture::{Capture, RegionCaptures};
use super::outline::{LoopSite, Mode, Region};
use super::routine::CallLevel;
use crate::ctx::LowerCtx;

/// One analysed compute region (or kernel of a `kernels` construct).
pub struct RegionModel<'r> {
    pub region: &'r Region,
    /// The loops associated with `loop` directives (or chosen by the `kernels` analysis), in
    /// pre-order: a loop's enclosing loops come before it.
    pub sites: &'r [LoopSite],
    /// The captured variables and their data attributes.
    pub caps: &'r [Capture],
    /// Private members, loop private items, first uses.
    pub rc: &'r RegionCaptures,
    /// The gang / worker / vector levels of each site on a device with them (`sites[i]`).
    pub levels: Vec<Levels>,
}

/// The parallelism levels a loop is partitioned over on the GPU (2.9.2-2.9.4).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Levels {
    pub gang: bool,
    pub worker: bool,
    pub vector: bool,
    /// The gang dimension (2.9.2 `gang(dim:d)`): 1, 2 or 3 on a gang loop (0 when unset:
    /// dimension one).
    pub dim: u8,
}

impl Levels {
    pub fn any(self) -> bool {
        self.gang || self.worker || self.vector
    }
    /// NVIDIA's -Minfo wording: "gang, vector(128)", "gang(5), vector(8)" with the loop's
    /// constant number of gangs `gangs`.
    pub fn describe(self, gangs: Option<i128>, vlen: &str, workers: &str) -> String {
        let mut v = Vec::new();
        if self.gang {
            v.push(match (self.dim, gangs) {
                (d, _) if d > 1 => format!("gang(dim:{d})"),
                (_, Some(n)) => format!("gang({n})"),
                _ => "gang".to_string(),
            });
        }
        if self.worker {
            v.push(format!("worker({workers})"));
        }
        if self.vector {
            v.push(format!("vector({vlen})"));
        }
        if v.is_empty() {
            "seq".to_string()
        } else {
            v.join(", ")
        }
    }
    /// The CUDA coordinates, as NVIDIA's -Minfo comment shows them.
    pub fn coords(self) -> String {
        let mut v = Vec::new();
        if self.gang {
            v.push("blockIdx.x");
        }
        if self.worker {
            v.push("threadIdx.y");
        }
        if self.vector {
            v.push("threadIdx.x");
        }
        v.join(" ")
    }
}

/// The clauses of a loop site's directive that apply on the GPU device type the CUDA writer
/// is writing a kernel for (2.4; `LowerCtx::gpu_type`).
fn site_clauses<'c>(ctx: &'c LowerCtx, s: &LoopSite) -> Vec<&'c Clause> {
    s.dir
        .and_then(|d| ctx.acc_of.get(&d).and_then(|i| ctx.acc.get(*i)))
        .map(|d| d.clauses_for_device(ctx.gpu_type))
        .unwrap_or_default()
}

fn parent_site(sites: &[LoopSite], si: usize) -> Option<usize> {
    let s = &sites[si];
    (0..sites.len())
        .filter(|&o| {
            o != si
                && sites[o].scope.start <= s.scope.start
                && s.scope.end <= sites[o].scope.end
                && sites[o].scope != s.scope
        })
        .max_by_key(|&o| sites[o].scope.start)
}

/// Assigns gang/worker/vector to each loop site (2.9.2-2.9.4). Explicit clauses win (a loop
/// with a level clause runs on exactly those levels); a loop the analysis made parallel
/// without one gets gang when it is the outermost (the CPU schedule's `Gang`), vector when it
/// is the innermost parallel loop, worker in between, as NVIDIA's compiler does. A level used
/// by an enclosing loop cannot partition an inner one. `serial`: one thread, no levels.
pub fn assign_levels(ctx: &LowerCtx, sites: &[LoopSite], serial: bool) -> Vec<Levels> {
    let n = sites.len();
    if serial {
        return vec![Levels::default(); n];
    }
    let parents: Vec<Option<usize>> = (0..n).map(|i| parent_site(sites, i)).collect();
    // A small innermost loop (NPB's `for (m = 0; m < 5; m++)` inside a `collapse(3)` nest)
    // would take the vector level and leave most lanes idle while the large loops around it
    // run on gangs only. Such a loop without a level clause runs sequentially in each thread
    // instead (2.9: the implementation chooses the level of a loop without one), so the
    // vector goes to the enclosing loops, as nvc does; kept only where an enclosing loop
    // then takes the vector and has more iterations.
    let mut small: Vec<usize> = (0..n)
        .filter(|&i| small_innermost(ctx, sites, &parents, i))
        .collect();
    loop {
        let lv = levels_of(ctx, sites, &parents, &small);
        let before = small.len();
        small.retain(|&i| {
            let mut p = parents[i];
            while let Some(x) = p {
                if lv[x].vector {
                    let inner = site_const_trips(ctx, &sites[i]).unwrap_or(0);
                    return site_const_trips(ctx, &sites[x]).is_none_or(|t| t > inner);
                }
                p = parents[x];
            }
            false
        });
        if small.len() == before {
            return lv;
        }
    }
}

/// The loops below this many iterations are "small": a vector loop over them leaves lanes of
/// a warp idle.
const SMALL_TRIPS: i128 = 32;

/// A loop site that [`assign_levels`] may run sequentially inside its enclosing parallel loop:
/// no level clause (nor `seq`/`tile`), partitioned by the analysis, no partitioned loop inside
/// it, inside a partitioned loop, and a constant trip count below [`SMALL_TRIPS`].
fn small_innermost(
    ctx: &LowerCtx,
    sites: &[LoopSite],
    parents: &[Option<usize>],
    i: usize,
) -> bool {
    let s = &sites[i];
    if s.mode == Mode::Seq || s.tile.is_some() {
        return false;
    }
    let cl = site_clauses(ctx, s);
    if cl.iter().any(|c| {
        matches!(
            c.name(),
            ClauseName::Gang | ClauseName::Worker | ClauseName::Vector | ClauseName::Tile
        )
    }) {
        return false;
    }
    let inner_par = (0..sites.len()).any(|c| {
        let mut p = parents[c];
        while let Some(x) = p {
            if x == i {
                return sites[c].mode != Mode::Seq;
            }
            p = parents[x];
        }
        false
    });
    let mut outer_par = false;
    let mut p = parents[i];
    while let Some(x) = p {
        outer_par |= sites[x].mode != Mode::Seq;
        p = parents[x];
    }
    !inner_par && outer_par && site_const_trips(ctx, s).is_some_and(|t| t < SMALL_TRIPS)
}

/// The constant iteration count of the loops a site partitions together (their product),
/// when every bound and step is an integer constant. Only a scheduling hint: a count the
/// loop's type would wrap is not modelled.
fn site_const_trips(ctx: &LowerCtx, s: &LoopSite) -> Option<i128> {
    let sema = ctx.sema?;
    let mut total: i128 = 1;
    for &f in s.shape.loops.iter().take(s.depth.max(1)) {
        let l = super::loops::canonical(ctx.ast, f)?;
        if !l.also.is_empty() {
            return None;
        }
        let (lb, ub) = (sema.eval_int(l.lb)?, sema.eval_int(l.ub)?);
        let st = l.step.expr.map_or(Some(1), |e| sema.eval_int(e))?;
        if st <= 0 {
            return None;
        }
        use super::loops::Cmp;
        let n = match (l.cmp, l.step.negative) {
            (Cmp::Lt, false) => (ub - lb + st - 1).max(0) / st,
            (Cmp::Le, false) => (ub - lb + st).max(0) / st,
            (Cmp::Gt, true) => (lb - ub + st - 1).max(0) / st,
            (Cmp::Ge, true) => (lb - ub + st).max(0) / st,
            _ => return None,
        };
        total = total.checked_mul(n)?;
    }
    Some(total)
}

/// [`assign_levels`] with the sites of `small` run sequentially.
fn levels_of(
    ctx: &LowerCtx,
    sites: &[LoopSite],
    parents: &[Option<usize>],
    small: &[usize],
) -> Vec<Levels> {
    let n = sites.len();
    let mut lv = vec![Levels::default(); n];
    let routines = super::routine::routine_levels(ctx, "nvidia");
    let modes: Vec<Mode> = sites
        .iter()
        .enumerate()
        .map(|(i, s)| {
            if small.contains(&i) {
                Mode::Seq
            } else {
                s.mode
            }
        })
        .collect();
    let has_par_child = |i: usize| {
        (0..n).any(|c| {
            let mut p = parents[c];
            while let Some(x) = p {
                if x == i {
                    return modes[c] != Mode::Seq;
                }
                p = parents[x];
            }
            false
        })
    };
    // A loop holding a gang loop (`gang(dim:1)` inside a plain loop inside `gang(dim:3)`)
    // takes no worker or vector level: 2.9.3 and 2.9.4 forbid gang loops inside those, and
    // the inner gang loop would lose its level (run in full by every worker) below.
    let has_gang_desc = |i: usize| {
        (0..n).any(|c| {
            let mut p = parents[c];
            while let Some(x) = p {
                if x == i {
                    return modes[c] == Mode::Gang;
                }
                p = parents[x];
            }
            false
        })
    };
    // Sites are in pre-order: parents come first.
    for i in 0..n {
        if modes[i] == Mode::Seq {
            continue;
        }
        let cl = site_clauses(ctx, &sites[i]);
        let has = |k: ClauseName| cl.iter().any(|c| c.name() == k);
        let mut l = Levels {
            gang: has(ClauseName::Gang),
            worker: has(ClauseName::Worker),
            vector: has(ClauseName::Vector),
            dim: gang_dim(ctx, &cl),
        };
        let mut anc = Levels::default();
        // The lowest gang dimension of the enclosing gang loops (4: none).
        let mut anc_dim = 4u8;
        let mut p = parents[i];
        while let Some(x) = p {
            anc.gang |= lv[x].gang;
            anc.worker |= lv[x].worker;
            anc.vector |= lv[x].vector;
            if lv[x].gang {
                anc_dim = anc_dim.min(lv[x].dim.max(1));
            }
            p = parents[x];
        }
        let explicit = l.gang || l.worker || l.vector;
        // 2.15.1: a worker routine is called in worker-single mode, a vector routine in
        // vector-single mode: a loop around such a call whose levels are chosen here is
        // partitioned at coarser levels only (the planner already keeps loops around a gang
        // routine's call sequential; explicit levels around a call are the checks' errors).
        let called = if explicit {
            CallLevel::Seq
        } else {
            super::routine::called_level(ctx, &routines, sites[i].for_stmt)
        };
        let (worker_ok, vector_ok) = (called < CallLevel::Worker, called < CallLevel::Vector);
        if modes[i] == Mode::Gang && !anc.gang && called < CallLevel::Gang {
            l.gang = true;
        }
        // 2.9.2: the planner's implied `gang(dim:1)` on a loop without a gang clause inside
        // gang loops of higher dimensions only (`loop gang(dim:2)` rows, plain `loop` columns).
        if modes[i] == Mode::Gang
            && !l.gang
            && anc.gang
            && anc_dim > 1
            && !anc.worker
            && !anc.vector
            && called < CallLevel::Gang
        {
            l.gang = true;
            l.dim = 1;
        }
        // 2.9.8: with `tile`, the tile loops are partitioned by the gang level and the element
        // loops by the vector level when the directive gives only gang ("the implementation
        // may choose" the element loops' level; NVIDIA's compiler picks vector, "gang, vector
        // tile(...)"). Without it a `gang tile(4,8,32)` nest ran in blocks of one thread. Not
        // when an inner partitioned loop (which may have its own `vector`) takes the lanes, nor
        // around a call of a vector routine (2.15.1: called in vector-single mode).
        if sites[i].tile.is_some()
            && l.gang
            && !l.worker
            && !l.vector
            && !anc.worker
            && !anc.vector
            && !has_par_child(i)
            && super::routine::called_level(ctx, &routines, sites[i].for_stmt) < CallLevel::Vector
        {
            l.vector = true;
        }
        if !explicit && !anc.vector && !has_gang_desc(i) {
            if !has_par_child(i) && vector_ok {
                l.vector = true;
            } else if !l.gang && !anc.worker && worker_ok {
                l.worker = true;
            }
        }
        if anc.vector {
            l = Levels::default();
        }
        if anc.worker {
            l.worker = false;
            l.gang = false;
        }
        // A gang loop inside a gang loop of a higher dimension partitions a lower one (2.9.2:
        // `gang(dim:2)` rows, `gang(dim:1)` columns); otherwise one gang level suffices.
        if anc.gang && l.dim.max(1) >= anc_dim {
            l.gang = false;
        }
        if !l.gang {
            l.dim = 0;
        }
        lv[i] = l;
    }
    lv
}

/// The chunk size of a loop's `gang(static: ...)` argument for the NVIDIA code (2.9.2): `None`
/// without one; `Some(Some(c))` for a constant `c` of at least 1; `Some(None)` for `static:*`
/// and for an argument known only at run time (the kernel cannot evaluate a host expression:
/// the implementation's chunk size, the same for every such loop, is used).
pub(crate) fn gang_static_chunk(ctx: &LowerCtx, s: &LoopSite) -> Option<Option<i128>> {
    site_clauses(ctx, s).iter().find_map(|c| match &c.kind {
        ClauseKind::Gang(g) => match g.static_size {
            Some(oxacc_acc::ast::TileSize::Expr(e)) => Some(
                ctx.sema
                    .and_then(|s| s.eval_int(e))
                    .filter(|v| (1..=i128::from(i32::MAX)).contains(v)),
            ),
            Some(oxacc_acc::ast::TileSize::Star(_)) => Some(None),
            None => None,
        },
        _ => None,
    })
}

/// The `static:` argument expression of a loop's `gang` clause for NVIDIA (2.9.2), when it
/// is one (not `*`).
pub(crate) fn gang_static_expr(
    ctx: &LowerCtx,
    s: &LoopSite,
) -> Option<oxacc_syntax::Handle<oxacc_syntax::ast::Expr>> {
    site_clauses(ctx, s).iter().find_map(|c| match &c.kind {
        ClauseKind::Gang(g) => match g.static_size {
            Some(oxacc_acc::ast::TileSize::Expr(e)) => Some(e),
            _ => None,
        },
        _ => None,
    })
}

/// The `dim:` of a loop's `gang` clause (1 when absent or not a constant).
pub(super) fn gang_dim(ctx: &LowerCtx, cl: &[&Clause]) -> u8 {
    cl.iter()
        .find_map(|c| match &c.kind {
            ClauseKind::Gang(g) => Some(g.dim),
            _ => None,
        })
        .flatten()
        .and_then(|e| ctx.sema.and_then(|s| s.eval_int(e)))
        .map_or(1, |d| d.clamp(1, 3) as u8)
}
