//! The clauses each directive takes (OpenMP 2.0, 2.3-2.5: each directive's "clause is one of
//! the following" list; the combined constructs take their parts' clauses less `nowait`).

use crate::ast::{ClauseName as C, OmpName};

const PARALLEL: &[C] = &[
    C::If,
    C::Private,
    C::Firstprivate,
    C::Default,
    C::Shared,
    C::Copyin,
    C::Reduction,
    C::NumThreads,
];
const FOR: &[C] = &[
    C::Private,
    C::Firstprivate,
    C::Lastprivate,
    C::Reduction,
    C::Ordered,
    C::Schedule,
    C::Nowait,
];
const SECTIONS: &[C] = &[
    C::Private,
    C::Firstprivate,
    C::Lastprivate,
    C::Reduction,
    C::Nowait,
];
const SINGLE: &[C] = &[C::Private, C::Firstprivate, C::Copyprivate, C::Nowait];

/// Whether directive `d` takes clause `c`.
pub fn allows(d: OmpName, c: C) -> bool {
    match d {
        OmpName::Parallel => PARALLEL.contains(&c),
        OmpName::For => FOR.contains(&c),
        OmpName::Sections => SECTIONS.contains(&c),
        OmpName::Single => SINGLE.contains(&c),
        OmpName::ParallelFor => c != C::Nowait && (PARALLEL.contains(&c) || FOR.contains(&c)),
        OmpName::ParallelSections => {
            c != C::Nowait && (PARALLEL.contains(&c) || SECTIONS.contains(&c))
        }
        _ => false,
    }
}

/// The clauses `d` takes, in the order the specification lists them.
pub fn allowed(d: OmpName) -> Vec<C> {
    C::ALL.into_iter().filter(|&c| allows(d, c)).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn combined_constructs_take_their_parts_clauses_but_nowait() {
        assert!(allows(OmpName::ParallelFor, C::Schedule));
        assert!(allows(OmpName::ParallelFor, C::Copyin));
        assert!(!allows(OmpName::ParallelFor, C::Nowait));
        assert!(allows(OmpName::ParallelSections, C::Lastprivate));
        assert!(!allows(OmpName::ParallelSections, C::Schedule));
        assert!(!allows(OmpName::Single, C::Lastprivate));
        assert!(!allows(OmpName::Master, C::Private));
        assert!(allowed(OmpName::Barrier).is_empty());
    }
}
