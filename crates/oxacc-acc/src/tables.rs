//! Which clauses each directive takes, and which may follow `device_type`: the "where clause
//! is one of the following" lists and the device_type restrictions of chapter 2.

use crate::ast::{ClauseName as C, DirectiveName as D};

/// 2.5.1: clauses of `parallel`.
const PARALLEL: &[C] = &[
    C::Async,
    C::Wait,
    C::NumGangs,
    C::NumWorkers,
    C::VectorLength,
    C::DeviceType,
    C::If,
    C::SelfClause,
    C::Reduction,
    C::Copy,
    C::Copyin,
    C::Copyout,
    C::Create,
    C::NoCreate,
    C::Present,
    C::Deviceptr,
    C::Attach,
    C::Private,
    C::Firstprivate,
    C::Default,
];

/// 2.5.2: "as for the parallel construct except that the num_gangs, num_workers, and
/// vector_length clauses are not permitted".
const SERIAL: &[C] = &[
    C::Async,
    C::Wait,
    C::DeviceType,
    C::If,
    C::SelfClause,
    C::Reduction,
    C::Copy,
    C::Copyin,
    C::Copyout,
    C::Create,
    C::NoCreate,
    C::Present,
    C::Deviceptr,
    C::Attach,
    C::Private,
    C::Firstprivate,
    C::Default,
];

/// 2.5.3: clauses of `kernels` (no private, firstprivate or reduction).
const KERNELS: &[C] = &[
    C::Async,
    C::Wait,
    C::NumGangs,
    C::NumWorkers,
    C::VectorLength,
    C::DeviceType,
    C::If,
    C::SelfClause,
    C::Copy,
    C::Copyin,
    C::Copyout,
    C::Create,
    C::NoCreate,
    C::Present,
    C::Deviceptr,
    C::Attach,
    C::Default,
];

/// 2.6.5: clauses of `data`.
const DATA: &[C] = &[
    C::If,
    C::Async,
    C::Wait,
    C::DeviceType,
    C::Copy,
    C::Copyin,
    C::Copyout,
    C::Create,
    C::NoCreate,
    C::Present,
    C::Deviceptr,
    C::Attach,
    C::Default,
];

/// 2.6.6: clauses of `enter data`.
const ENTER_DATA: &[C] = &[C::If, C::Async, C::Wait, C::Copyin, C::Create, C::Attach];

/// 2.6.6: clauses of `exit data`.
const EXIT_DATA: &[C] = &[
    C::If,
    C::Async,
    C::Wait,
    C::Copyout,
    C::Delete,
    C::Detach,
    C::Finalize,
];

/// 2.8: clauses of `host_data`.
const HOST_DATA: &[C] = &[C::UseDevice, C::If, C::IfPresent];

/// 2.9: clauses of `loop`.
const LOOP: &[C] = &[
    C::Collapse,
    C::Gang,
    C::Worker,
    C::Vector,
    C::Seq,
    C::Independent,
    C::Auto,
    C::Tile,
    C::DeviceType,
    C::Private,
    C::Reduction,
];

/// 2.13: clauses of `declare`.
const DECLARE: &[C] = &[
    C::Copy,
    C::Copyin,
    C::Copyout,
    C::Create,
    C::Present,
    C::Deviceptr,
    C::DeviceResident,
    C::Link,
];

/// 2.14.1 / 2.14.2: clauses of `init` and `shutdown`.
const INIT: &[C] = &[C::DeviceType, C::DeviceNum, C::If];

/// 2.14.3: clauses of `set`.
const SET: &[C] = &[C::DefaultAsync, C::DeviceNum, C::DeviceType, C::If];

/// 2.14.4: clauses of `update`.
const UPDATE: &[C] = &[
    C::Async,
    C::Wait,
    C::DeviceType,
    C::If,
    C::IfPresent,
    C::SelfClause,
    C::Host,
    C::Device,
];

/// 2.16.3: clauses of the `wait` directive.
const WAIT: &[C] = &[C::Async, C::If];

/// 2.12 (extension): clauses of `atomic`.
const ATOMIC: &[C] = &[C::If];

/// 2.15.1: clauses of `routine`.
const ROUTINE: &[C] = &[
    C::Gang,
    C::Worker,
    C::Vector,
    C::Seq,
    C::Bind,
    C::DeviceType,
    C::Nohost,
];

/// 2.5.4: "Only the async, wait, num_gangs, num_workers, and vector_length clauses may follow a
/// device_type clause" (compute constructs).
const COMPUTE_AFTER_DT: &[C] = &[
    C::Async,
    C::Wait,
    C::NumGangs,
    C::NumWorkers,
    C::VectorLength,
];

/// 2.9: "Only the collapse, gang, worker, vector, seq, independent, auto, and tile clauses may
/// follow a device_type clause".
const LOOP_AFTER_DT: &[C] = &[
    C::Collapse,
    C::Gang,
    C::Worker,
    C::Vector,
    C::Seq,
    C::Independent,
    C::Auto,
    C::Tile,
];

/// 2.6.5 (data) and 2.14.4 (update): "Only the async and wait clauses may follow a
/// device_type clause".
const DATA_AFTER_DT: &[C] = &[C::Async, C::Wait];

/// 2.15.1: "Only the gang, worker, vector, seq and bind clauses may follow a device_type
/// clause".
const ROUTINE_AFTER_DT: &[C] = &[C::Gang, C::Worker, C::Vector, C::Seq, C::Bind];

/// True when `clause` is allowed on `dir` (2.11: a combined construct takes any clause allowed
/// on its compute construct or on `loop`).
pub fn clause_allowed(dir: D, clause: C) -> bool {
    match dir {
        D::ParallelLoop => PARALLEL.contains(&clause) || LOOP.contains(&clause),
        D::SerialLoop => SERIAL.contains(&clause) || LOOP.contains(&clause),
        D::KernelsLoop => KERNELS.contains(&clause) || LOOP.contains(&clause),
        _ => base_list(dir).contains(&clause),
    }
}

fn base_list(dir: D) -> &'static [C] {
    match dir {
        D::Parallel => PARALLEL,
        D::Serial => SERIAL,
        D::Kernels => KERNELS,
        D::Data => DATA,
        D::EnterData => ENTER_DATA,
        D::ExitData => EXIT_DATA,
        D::HostData => HOST_DATA,
        D::Loop => LOOP,
        D::Declare => DECLARE,
        D::Init | D::Shutdown => INIT,
        D::Set => SET,
        D::Update => UPDATE,
        D::Wait => WAIT,
        D::Routine => ROUTINE,
        // 2.10: `cache` takes no clauses (its arguments are part of the directive).
        D::Cache => &[],
        // 2.12 lists no clauses for `atomic`; `if(condition)` is accepted as an extension
        // (NVIDIA's compilers accept it): when false, the statement runs as written,
        // non-atomically.
        D::Atomic(_) => ATOMIC,
        D::ParallelLoop | D::SerialLoop | D::KernelsLoop => &[],
    }
}

/// Every clause allowed on `dir`, canonical spellings, in the order of [`C::ALL`] (used in the
/// "valid clauses are ..." note).
pub fn allowed_clauses(dir: D) -> Vec<C> {
    C::ALL
        .iter()
        .copied()
        .filter(|&c| clause_allowed(dir, c))
        .collect()
}

/// True when `device_type` on `dir` starts a group of device-specific clauses (2.4). On
/// `init`, `shutdown` and `set`, `device_type` is an ordinary clause naming the device type to
/// act on (2.14.1-2.14.3).
pub fn device_type_groups(dir: D) -> bool {
    !matches!(dir, D::Init | D::Shutdown | D::Set)
}

/// True when `clause` may follow a `device_type` clause on `dir`.
pub fn allowed_after_device_type(dir: D, clause: C) -> bool {
    match dir {
        D::Parallel | D::Serial | D::Kernels => COMPUTE_AFTER_DT.contains(&clause),
        D::ParallelLoop | D::SerialLoop | D::KernelsLoop => {
            COMPUTE_AFTER_DT.contains(&clause) || LOOP_AFTER_DT.contains(&clause)
        }
        D::Loop => LOOP_AFTER_DT.contains(&clause),
        D::Data | D::Update => DATA_AFTER_DT.contains(&clause),
        D::Routine => ROUTINE_AFTER_DT.contains(&clause),
        _ => true,
    }
}

/// The sections whose restriction lists the clauses allowed after `device_type` on `dir`.
pub fn device_type_section(dir: D) -> &'static str {
    match dir {
        D::Parallel | D::Serial | D::Kernels => "2.5.4",
        D::ParallelLoop | D::SerialLoop | D::KernelsLoop => "2.5.4, 2.9",
        D::Loop => "2.9",
        D::Data => "2.6.5",
        D::Update => "2.14.4",
        D::Routine => "2.15.1",
        _ => "2.4",
    }
}

/// The clauses that may follow `device_type` on `dir`, for the note of the diagnostic.
pub fn after_device_type_list(dir: D) -> Vec<C> {
    C::ALL
        .iter()
        .copied()
        .filter(|&c| clause_allowed(dir, c) && allowed_after_device_type(dir, c))
        .filter(|&c| c != C::DeviceType)
        .collect()
}
