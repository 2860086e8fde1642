//! `acc_device_oxacc_emul`: a discrete-memory device emulated in host RAM. Device memory is a
//! separate allocation and every transfer is a real copy, so the whole present-table logic
//! (spec 2.6.7, 2.6.8, 2.7.2, 2.7.3) runs as on a GPU. It is the mock backend of the unit tests:
//! it can record every call it receives.

use std::sync::{Arc, Mutex};

use super::host::{copy, HostHeap};
use super::{Backend, DevPtr, DeviceKind, Properties, Queue};
use crate::error::AccResult;
use crate::queue::{HostQueue, MemQueue};

/// One call that reached the backend (recorded only when recording is on).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Call {
    Alloc(usize),
    Free(DevPtr),
    H2d { dst: DevPtr, src: usize, n: usize },
    D2h { dst: usize, src: DevPtr, n: usize },
    D2d { dst: DevPtr, src: DevPtr, n: usize },
}

pub struct EmulBackend {
    heap: HostHeap,
    log: Mutex<Option<Vec<Call>>>,
}

/// Default emulated device memory: 16 GiB, or `OXACC_EMUL_MEMORY` bytes.
fn memory_limit() -> usize {
    std::env::var("OXACC_EMUL_MEMORY")
        .ok()
        .and_then(|s| s.trim().parse().ok())
        .unwrap_or(16 << 30)
}

impl EmulBackend {
    pub fn new() -> EmulBackend {
        EmulBackend {
            heap: HostHeap::with_limit(memory_limit()),
            log: Mutex::new(None),
        }
    }

    /// A backend that records every call (unit tests).
    pub fn recording() -> EmulBackend {
        EmulBackend {
            heap: HostHeap::with_limit(memory_limit()),
            log: Mutex::new(Some(Vec::new())),
        }
    }

    fn record(&self, c: Call) {
        if let Some(log) = self.log.lock().unwrap_or_else(|e| e.into_inner()).as_mut() {
            log.push(c);
        }
    }

    /// Takes the calls recorded so far.
    pub fn take_calls(&self) -> Vec<Call> {
        self.log
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .as_mut()
            .map(std::mem::take)
            .unwrap_or_default()
    }
}

impl Default for EmulBackend {
    fn default() -> Self {
        Self::new()
    }
}

impl Backend for EmulBackend {
    fn kind(&self) -> DeviceKind {
        DeviceKind::Emul
    }
    fn shared_memory(&self) -> bool {
        false
    }
    fn alloc(&self, bytes: usize) -> AccResult<DevPtr> {
        let p = self.heap.alloc(bytes)?;
        self.record(Call::Alloc(bytes));
        Ok(p)
    }
    fn free(&self, ptr: DevPtr) -> AccResult<()> {
        self.record(Call::Free(ptr));
        self.heap.free(ptr)
    }
    fn h2d(&self, dst: DevPtr, src: usize, n: usize) -> AccResult<()> {
        self.record(Call::H2d { dst, src, n });
        copy(dst, src, n);
        Ok(())
    }
    fn d2h(&self, dst: usize, src: DevPtr, n: usize) -> AccResult<()> {
        self.record(Call::D2h { dst, src, n });
        copy(dst, src, n);
        Ok(())
    }
    fn d2d(&self, dst: DevPtr, src: DevPtr, n: usize) -> AccResult<()> {
        self.record(Call::D2d { dst, src, n });
        copy(dst, src, n);
        Ok(())
    }
    fn new_queue(&self) -> AccResult<Arc<dyn Queue>> {
        Ok(Arc::new(MemQueue {
            q: HostQueue::new(),
        }))
    }
    fn properties(&self) -> Properties {
        Properties {
            memory: self.heap.limit,
            free_memory: self.heap.limit.saturating_sub(self.heap.live()),
            name: "oxacc emulated discrete-memory device".into(),
            vendor: "oxacc".into(),
            driver: env!("CARGO_PKG_VERSION").into(),
        }
    }
    fn live_bytes(&self) -> usize {
        self.heap.live()
    }
}
