//! The callback lists of spec 5.4: registration with reference counts, the three toggles
//! (per callback, per event, all events; and all events for one thread), and the traversal
//! rules of 5.4.1 and 5.5.1 (start and other events from head to tail, `_end` events from tail
//! to head; a callback registered, unregistered, enabled or disabled while an event is being
//! processed is seen by that traversal exactly as 5.5.1 says).
//!
//! Reading is lock-free: each event's list is an immutable snapshot behind an atomic pointer,
//! replaced (under one mutex) when a callback is added or removed. Toggles and reference counts
//! are atomics inside the entries, so toggling never replaces a list. Entries and replaced
//! snapshots are never freed (a traversal on another thread may still hold them): the memory
//! grows only with registrations that add or remove a callback, not with toggles or events.

use std::cell::Cell;
use std::ffi::c_int;
use std::sync::atomic::{AtomicBool, AtomicPtr, AtomicU32, AtomicU64, Ordering};
use std::sync::Mutex;

use super::abi::{self, AccEvent, Callback};

/// Events 1..=25 in slots 1..=25, `acc_ev_error` in slot 26.
pub const SLOTS: usize = 27;

pub fn slot(ev: AccEvent) -> Option<usize> {
    match ev {
        1..=25 => Some(ev as usize),
        abi::EV_ERROR => Some(26),
        _ => None,
    }
}

/// Whether `ev` is an `_end` event (traversed from the tail, 5.4.1).
pub fn is_end(ev: AccEvent) -> bool {
    matches!(
        ev,
        abi::EV_DEVICE_INIT_END
            | abi::EV_DEVICE_SHUTDOWN_END
            | abi::EV_ENTER_DATA_END
            | abi::EV_EXIT_DATA_END
            | abi::EV_UPDATE_END
            | abi::EV_COMPUTE_CONSTRUCT_END
            | abi::EV_ENQUEUE_LAUNCH_END
            | abi::EV_ENQUEUE_UPLOAD_END
            | abi::EV_ENQUEUE_DOWNLOAD_END
            | abi::EV_WAIT_END
    )
}

struct Entry {
    cb: Callback,
    /// Registration order (a re-registration after removal is a new entry at the tail).
    seq: u64,
    /// Registrations not yet matched by an unregistration; 0: removed.
    refs: AtomicU32,
    /// The callback's own toggle (5.4.2).
    enabled: AtomicBool,
}

type List = Vec<&'static Entry>;

static LISTS: [AtomicPtr<List>; SLOTS] = [const { AtomicPtr::new(std::ptr::null_mut()) }; SLOTS];
static EVENT_ON: [AtomicBool; SLOTS] = [const { AtomicBool::new(true) }; SLOTS];
static ALL_ON: AtomicBool = AtomicBool::new(true);
/// Bumped whenever a list is replaced, so a traversal knows to reload.
static GENERATION: AtomicU64 = AtomicU64::new(0);
static SEQ: AtomicU64 = AtomicU64::new(1);
/// Callbacks currently registered, over all events.
static LIVE: AtomicU32 = AtomicU32::new(0);
static WRITER: Mutex<()> = Mutex::new(());

thread_local! {
    static THREAD_ON: Cell<bool> = const { Cell::new(true) };
}

/// Whether any callback is registered for any event.
pub fn any() -> bool {
    LIVE.load(Ordering::Relaxed) > 0
}

/// Whether some callback is registered for `ev` (a cheap filter before building the
/// structures).
pub fn has(ev: AccEvent) -> bool {
    let Some(s) = slot(ev) else { return false };
    let p = LISTS[s].load(Ordering::Acquire);
    // SAFETY: snapshots are leaked, never freed.
    !p.is_null() && unsafe { !(*p).is_empty() }
}

fn load(s: usize) -> &'static List {
    static EMPTY: List = Vec::new();
    let p = LISTS[s].load(Ordering::Acquire);
    if p.is_null() {
        &EMPTY
    } else {
        // SAFETY: snapshots are leaked, never freed.
        unsafe { &*p }
    }
}

fn publish(s: usize, list: List) {
    LISTS[s].store(Box::into_raw(Box::new(list)), Ordering::Release);
    GENERATION.fetch_add(1, Ordering::AcqRel);
}

fn find(list: &List, cb: Callback) -> Option<&'static Entry> {
    list.iter()
        .copied()
        .find(|e| e.cb as usize == cb as usize && e.refs.load(Ordering::Relaxed) > 0)
}

/// Why a call `routine(ev, cb, info)` of the (un)registration routines does nothing: an
/// `info` that is no `acc_register_t`, an event that is no `acc_event_t` event, `acc_ev_none`
/// with a callback, `acc_toggle_per_thread` other than `(acc_ev_none, NULL, ...)`, `acc_reg`
/// with a null callback. The spec defines none of these (5.4.2: "may be ignored by the runtime
/// without error"); they are still ignored, but with one warning line, as a tool writer's
/// mistake (a wrong cast, swapped arguments) otherwise shows only as missing callbacks.
pub fn ignored_registration(
    routine: &str,
    ev: AccEvent,
    cb: Option<Callback>,
    info: c_int,
) -> Option<String> {
    let why = if !matches!(info, abi::REG | abi::TOGGLE | abi::TOGGLE_PER_THREAD) {
        format!(
            "{info} is not an acc_register_t value (acc_reg = 0, acc_toggle = 1, \
             acc_toggle_per_thread = 2)"
        )
    } else if ev != abi::EV_NONE && slot(ev).is_none() {
        format!("event type {ev} is not an acc_event_t event (1-25 or acc_ev_error = 100)")
    } else if ev == abi::EV_NONE && cb.is_some() {
        "acc_ev_none with a non-null callback is not defined (5.4.2)".to_string()
    } else if info == abi::TOGGLE_PER_THREAD && ev != abi::EV_NONE {
        format!(
            "acc_toggle_per_thread is only defined with (acc_ev_none, NULL), not event {ev} \
             (5.4.2)"
        )
    } else if info == abi::REG && cb.is_none() {
        format!("acc_reg with a null callback for event {ev}")
    } else {
        return None;
    };
    Some(format!(
        "OXACC WARNING: {routine}({ev}, {}, {info}) is ignored: {why}",
        if cb.is_some() { "callback" } else { "NULL" }
    ))
}

/// `acc_prof_register` / `acc_callback_register` (5.4.1, 5.4.2).
pub fn register(ev: AccEvent, cb: Option<Callback>, info: c_int) {
    let _w = WRITER.lock().unwrap_or_else(|e| e.into_inner());
    match (info, cb) {
        (abi::TOGGLE_PER_THREAD, None) if ev == abi::EV_NONE => THREAD_ON.with(|t| t.set(true)),
        (abi::TOGGLE, None) if ev == abi::EV_NONE => ALL_ON.store(true, Ordering::Release),
        (abi::TOGGLE, None) => {
            if let Some(s) = slot(ev) {
                EVENT_ON[s].store(true, Ordering::Release);
            }
        }
        (abi::TOGGLE, Some(cb)) => {
            if let Some(e) = slot(ev).and_then(|s| find(load(s), cb)) {
                e.enabled.store(true, Ordering::Release);
            }
        }
        (abi::REG, Some(cb)) => {
            let Some(s) = slot(ev) else { return };
            let list = load(s);
            if let Some(e) = find(list, cb) {
                e.refs.fetch_add(1, Ordering::AcqRel);
                return;
            }
            let e: &'static Entry = Box::leak(Box::new(Entry {
                cb,
                seq: SEQ.fetch_add(1, Ordering::Relaxed),
                refs: AtomicU32::new(1),
                enabled: AtomicBool::new(true),
            }));
            let mut next: List = list.clone();
            next.push(e);
            publish(s, next);
            LIVE.fetch_add(1, Ordering::AcqRel);
        }
        // acc_ev_none with a callback, an unknown `info`, a null callback to acc_reg: not
        // defined by the spec; ignored.
        _ => {}
    }
}

/// `acc_prof_unregister` / `acc_callback_unregister`.
pub fn unregister(ev: AccEvent, cb: Option<Callback>, info: c_int) {
    let _w = WRITER.lock().unwrap_or_else(|e| e.into_inner());
    match (info, cb) {
        (abi::TOGGLE_PER_THREAD, None) if ev == abi::EV_NONE => THREAD_ON.with(|t| t.set(false)),
        (abi::TOGGLE, None) if ev == abi::EV_NONE => ALL_ON.store(false, Ordering::Release),
        (abi::TOGGLE, None) => {
            if let Some(s) = slot(ev) {
                EVENT_ON[s].store(false, Ordering::Release);
            }
        }
        (abi::TOGGLE, Some(cb)) => {
            if let Some(e) = slot(ev).and_then(|s| find(load(s), cb)) {
                e.enabled.store(false, Ordering::Release);
            }
        }
        (abi::REG, Some(cb)) => {
            let Some(s) = slot(ev) else { return };
            let list = load(s);
            let Some(e) = find(list, cb) else { return };
            if e.refs.fetch_sub(1, Ordering::AcqRel) == 1 {
                let next: List = list
                    .iter()
                    .copied()
                    .filter(|x| !std::ptr::eq(*x, e))
                    .collect();
                publish(s, next);
                LIVE.fetch_sub(1, Ordering::AcqRel);
            }
        }
        _ => {}
    }
}

fn may_run(s: usize) -> bool {
    ALL_ON.load(Ordering::Acquire)
        && EVENT_ON[s].load(Ordering::Acquire)
        && THREAD_ON.with(|t| t.get())
}

/// Calls the callbacks of `ev` in the order of 5.4.1, re-checking the lists and toggles after
/// each call (5.5.1): `call` invokes one callback.
pub fn dispatch(ev: AccEvent, mut call: impl FnMut(Callback)) {
    let Some(s) = slot(ev) else { return };
    let mut list = load(s);
    if list.is_empty() {
        return;
    }
    let mut generation = GENERATION.load(Ordering::Acquire);
    let reverse = is_end(ev);
    // Forward: the next entry has seq > last; reverse: seq < last.
    let mut last: u64;
    let mut i: usize = if reverse { list.len() } else { 0 };
    loop {
        if !may_run(s) {
            return;
        }
        let e = if reverse {
            if i == 0 {
                return;
            }
            i -= 1;
            list[i]
        } else {
            let Some(&e) = list.get(i) else { return };
            i += 1;
            e
        };
        if e.refs.load(Ordering::Acquire) > 0 && e.enabled.load(Ordering::Acquire) {
            call(e.cb);
        }
        last = e.seq;
        let g = GENERATION.load(Ordering::Acquire);
        if g != generation {
            generation = g;
            list = load(s);
            // Lists are in seq order: resume just past `last` in the traversal's direction.
            i = if reverse {
                list.partition_point(|x| x.seq < last)
            } else {
                list.partition_point(|x| x.seq <= last)
            };
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::Mutex as StdMutex;

    static LOG: StdMutex<Vec<&'static str>> = StdMutex::new(Vec::new());
    // The registry is process-wide: one test drives it (events 20/21 are used only here).
    unsafe extern "C" fn a(_: *mut abi::ProfInfo, _: *mut abi::EventInfo, _: *mut abi::ApiInfo) {
        LOG.lock().unwrap().push("a");
    }
    unsafe extern "C" fn b(_: *mut abi::ProfInfo, _: *mut abi::EventInfo, _: *mut abi::ApiInfo) {
        LOG.lock().unwrap().push("b");
        // Registering during processing: `c` runs for this start event (it goes to the tail).
        register(abi::EV_ENQUEUE_UPLOAD_START, Some(c), abi::REG);
    }
    unsafe extern "C" fn c(_: *mut abi::ProfInfo, _: *mut abi::EventInfo, _: *mut abi::ApiInfo) {
        LOG.lock().unwrap().push("c");
    }

    #[test]
    fn ignored_registrations_are_named() {
        // 5.4.2: calls the spec does not define are ignored, each with one warning naming the
        // routine, its arguments and the reason.
        let w = |ev, cb, info| ignored_registration("acc_prof_register", ev, cb, info);
        let cb: Option<Callback> = Some(a);
        assert_eq!(w(abi::EV_ENQUEUE_UPLOAD_START, cb, abi::REG), None);
        assert_eq!(w(abi::EV_ERROR, cb, abi::TOGGLE), None);
        assert_eq!(w(abi::EV_WAIT_END, None, abi::TOGGLE), None);
        assert_eq!(w(abi::EV_NONE, None, abi::TOGGLE), None);
        assert_eq!(w(abi::EV_NONE, None, abi::TOGGLE_PER_THREAD), None);
        let msg = |ev, cb, info| w(ev, cb, info).unwrap_or_default();
        let m = msg(77, cb, abi::REG);
        assert!(
            m.starts_with("OXACC WARNING: acc_prof_register(77, callback, 0) is ignored: event type 77 is not an acc_event_t event"),
            "{m}"
        );
        assert!(msg(-3, cb, abi::REG).contains("event type -3 is not"));
        assert!(msg(abi::EV_LAST, cb, abi::REG).contains("event type 101 is not"));
        let m = msg(abi::EV_NONE, cb, abi::REG);
        assert!(m.contains("acc_ev_none with a non-null callback"), "{m}");
        let m = msg(abi::EV_CREATE, cb, 9);
        assert!(
            m.contains("(6, callback, 9) is ignored: 9 is not an acc_register_t value"),
            "{m}"
        );
        let m = msg(abi::EV_CREATE, None, abi::REG);
        assert!(
            m.contains("acc_reg with a null callback for event 6"),
            "{m}"
        );
        let m = msg(abi::EV_CREATE, None, abi::TOGGLE_PER_THREAD);
        assert!(m.contains("only defined with (acc_ev_none, NULL)"), "{m}");
    }

    fn run(ev: AccEvent) -> Vec<&'static str> {
        LOG.lock().unwrap().clear();
        // SAFETY: the test callbacks ignore their arguments.
        dispatch(ev, |cb| unsafe {
            cb(
                std::ptr::null_mut(),
                std::ptr::null_mut(),
                std::ptr::null_mut(),
            )
        });
        LOG.lock().unwrap().clone()
    }

    #[test]
    fn order_refcounts_toggles() {
        let up = abi::EV_ENQUEUE_UPLOAD_START;
        let end = abi::EV_ENQUEUE_UPLOAD_END;
        register(up, Some(a), abi::REG);
        register(up, Some(b), abi::REG);
        register(end, Some(a), abi::REG);
        register(end, Some(c), abi::REG);
        assert_eq!(run(up), ["a", "b", "c"]);
        // end events: tail to head
        assert_eq!(run(end), ["c", "a"]);
        // b registered twice (once above, once more now): one unregistration keeps it
        register(up, Some(b), abi::REG);
        unregister(up, Some(b), abi::REG);
        assert_eq!(run(up), ["a", "b", "c"]);
        // c is registered again by b each time: refcount grows, it stays once in the list
        unregister(up, Some(a), abi::TOGGLE);
        assert_eq!(run(up), ["b", "c"]);
        register(up, Some(a), abi::TOGGLE);
        // event toggle: nothing runs; registering meanwhile still works
        unregister(up, None, abi::TOGGLE);
        assert_eq!(run(up), Vec::<&str>::new());
        register(up, None, abi::TOGGLE);
        // all-events toggle and the per-thread toggle
        unregister(abi::EV_NONE, None, abi::TOGGLE);
        assert!(run(end).is_empty());
        register(abi::EV_NONE, None, abi::TOGGLE);
        unregister(abi::EV_NONE, None, abi::TOGGLE_PER_THREAD);
        assert!(run(end).is_empty());
        let other = std::thread::spawn(|| run(abi::EV_ENQUEUE_UPLOAD_END));
        assert_eq!(other.join().unwrap(), ["c", "a"]);
        register(abi::EV_NONE, None, abi::TOGGLE_PER_THREAD);
        // unregister then re-register: a moves to the tail
        unregister(up, Some(a), abi::REG);
        register(up, Some(a), abi::REG);
        assert_eq!(run(up), ["b", "c", "a"]);
        for _ in 0..10 {
            unregister(up, Some(b), abi::REG);
            unregister(up, Some(c), abi::REG);
        }
        unregister(up, Some(a), abi::REG);
        unregister(end, Some(a), abi::REG);
        unregister(end, Some(c), abi::REG);
        assert!(!has(up) && !has(end));
    }
}
