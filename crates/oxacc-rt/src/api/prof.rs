//! The registration routines of spec 5.3 and 5.4: `acc_prof_register` / `acc_prof_unregister`
//! (and their 3.x names `acc_callback_register` / `acc_callback_unregister`) and
//! `acc_prof_lookup`. They never fail: an event or `info` value the spec does not define is
//! ignored (5.4.2 allows it), with one warning line (`registry::ignored_registration`).

use std::ffi::{c_char, c_int};

use crate::prof::{self, abi, registry};

/// `acc_prof_register` with the types of `acc_prof_reg` (handed to `acc_register_library`).
pub unsafe extern "C" fn acc_prof_register_c(
    ev: abi::AccEvent,
    cb: Option<abi::Callback>,
    info: c_int,
) {
    acc_prof_register(ev, cb, info)
}

pub unsafe extern "C" fn acc_prof_unregister_c(
    ev: abi::AccEvent,
    cb: Option<abi::Callback>,
    info: c_int,
) {
    acc_prof_unregister(ev, cb, info)
}

pub unsafe extern "C" fn acc_prof_lookup_c(name: *const c_char) -> Option<abi::QueryFn> {
    acc_prof_lookup(name)
}

/// spec 5.4.1, 5.4.2
#[no_mangle]
pub extern "C" fn acc_prof_register(ev: abi::AccEvent, cb: Option<abi::Callback>, info: c_int) {
    register_as("acc_prof_register", ev, cb, info)
}

fn register_as(routine: &str, ev: abi::AccEvent, cb: Option<abi::Callback>, info: c_int) {
    if let Some(w) = registry::ignored_registration(routine, ev, cb, info) {
        eprintln!("{w}");
    }
    registry::register(ev, cb, info);
    if cb.is_some() && info == abi::REG {
        prof::registered();
    }
}

/// spec 5.4.1, 5.4.2
#[no_mangle]
pub extern "C" fn acc_prof_unregister(ev: abi::AccEvent, cb: Option<abi::Callback>, info: c_int) {
    unregister_as("acc_prof_unregister", ev, cb, info)
}

fn unregister_as(routine: &str, ev: abi::AccEvent, cb: Option<abi::Callback>, info: c_int) {
    if let Some(w) = registry::ignored_registration(routine, ev, cb, info) {
        eprintln!("{w}");
    }
    registry::unregister(ev, cb, info)
}

/// spec 5.3 (the 3.x name of acc_prof_register)
#[no_mangle]
pub extern "C" fn acc_callback_register(ev: abi::AccEvent, cb: Option<abi::Callback>, info: c_int) {
    register_as("acc_callback_register", ev, cb, info)
}

/// spec 5.3 (the 3.x name of acc_prof_unregister)
#[no_mangle]
pub extern "C" fn acc_callback_unregister(
    ev: abi::AccEvent,
    cb: Option<abi::Callback>,
    info: c_int,
) {
    unregister_as("acc_callback_unregister", ev, cb, info)
}

/// spec 5.3.1: the spec defines no inquiry function, so every name gives null.
#[no_mangle]
pub extern "C" fn acc_prof_lookup(_name: *const c_char) -> Option<abi::QueryFn> {
    None
}
