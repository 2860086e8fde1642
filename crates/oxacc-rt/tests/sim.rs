//! The kernel simulator (`sim/oxacc_sim.h` + `backend::sim`): hand-written CUDA kernels as the
//! CUDA writer emits them (`extern "C" __global__`, the `__oxacc_sim_kernels` table), run on
//! the CPU and checked against CUDA's semantics. Every kernel source is also compiled by NVRTC
//! when the library can be found (`nvrtc_accepts_every_kernel`), so the kernels are known to be
//! valid CUDA; without it that test prints a note and passes.

use std::ffi::c_void;
use std::path::{Path, PathBuf};
use std::time::Instant;

use oxacc_rt::backend::sim;

fn dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/sim")
}

/// A test module: the prelude (what oxacc's CUDA prelude provides), then the kernels.
fn source(name: &str) -> String {
    let read =
        |f: &str| std::fs::read_to_string(dir().join(f)).unwrap_or_else(|e| panic!("{f}: {e}"));
    format!("{}\n{}", read("prelude.cuh"), read(&format!("{name}.cu")))
}

/// `cuLaunchKernel`-style arguments: one pointer per parameter, to a local holding its value.
macro_rules! args {
    ($($x:ident),* $(,)?) => { [$( std::ptr::addr_of_mut!($x) as *mut c_void ),*] };
}

fn launch(
    module: &str,
    kernel: &str,
    grid: [u32; 3],
    block: [u32; 3],
    shmem: u32,
    args: &mut [*mut c_void],
) -> Result<(), String> {
    sim::launch(
        &source(module),
        kernel,
        grid,
        block,
        shmem,
        args.as_mut_ptr(),
        &[],
    )
}

fn run(
    module: &str,
    kernel: &str,
    grid: [u32; 3],
    block: [u32; 3],
    shmem: u32,
    args: &mut [*mut c_void],
) {
    if let Err(e) = launch(module, kernel, grid, block, shmem, args) {
        panic!("{kernel}: {e}");
    }
}

/// The launch must fail with a message containing every one of `expect`; returns the message.
fn fails(
    module: &str,
    kernel: &str,
    grid: [u32; 3],
    block: [u32; 3],
    args: &mut [*mut c_void],
    expect: &[&str],
) -> String {
    match launch(module, kernel, grid, block, 0, args) {
        Ok(()) => panic!("{kernel}: the launch succeeded; expected a failure with {expect:?}"),
        Err(e) => {
            for x in expect {
                assert!(e.contains(x), "{kernel}: the message lacks `{x}`:\n{e}");
            }
            eprintln!("{kernel}: {e}");
            e
        }
    }
}

// ---- barriers ------------------------------------------------------------------------------

#[test]
fn block_barriers_in_1d_2d_3d_blocks() {
    let rounds = 5i32;
    for (grid, block) in [
        ([8, 1, 1], [1024, 1, 1]),
        ([2, 2, 1], [32, 32, 1]),
        ([1, 1, 3], [8, 4, 2]),
        ([5, 1, 1], [100, 1, 1]),
        ([3, 1, 1], [1, 1, 1]),
    ] {
        let nt = block[0] * block[1] * block[2];
        let nb = grid[0] * grid[1] * grid[2];
        let mut out = vec![0i32; (nt * nb) as usize];
        let mut p = out.as_mut_ptr();
        let mut r = rounds;
        run("barriers", "k_rotate", grid, block, 0, &mut args!(p, r));
        for b in 0..nb {
            for t in 0..nt {
                let next = ((t + 1) % nt) as i32;
                let want = rounds * (next * 7 + b as i32) + rounds * (rounds - 1) / 2;
                assert_eq!(
                    out[(b * nt + t) as usize],
                    want,
                    "block {b} thread {t} of {block:?}"
                );
            }
        }
    }
}

#[test]
fn worker_barriers_are_independent_named_barriers() {
    for (bx, by) in [(64u32, 4u32), (32, 15), (128, 2)] {
        let nb = 6u32;
        let rounds = 3i32;
        let mut out = vec![0i32; (bx * by * nb) as usize];
        let mut p = out.as_mut_ptr();
        let mut r = rounds;
        run(
            "barriers",
            "k_workers",
            [nb, 1, 1],
            [bx, by, 1],
            0,
            &mut args!(p, r),
        );
        let acc = |x: u32, y: u32| {
            let n = rounds * (y as i32 + 1);
            n * (((x + 1) % bx) as i32 * 3 + y as i32) + n * (n - 1) / 2
        };
        let total: i32 = (0..by).map(|y| acc(0, y)).sum();
        for b in 0..nb {
            for y in 0..by {
                for x in 0..bx {
                    let want = acc(x, y) * 1000 + if x == 0 { total } else { 0 };
                    assert_eq!(
                        out[(b * bx * by + y * bx + x) as usize],
                        want,
                        "({x},{y}) block {b}"
                    );
                }
            }
        }
    }
}

#[test]
fn syncthreads_count_and_or() {
    let mut out = [-1i32; 5];
    let mut p = out.as_mut_ptr();
    run(
        "barriers",
        "k_sync_reductions",
        [2, 1, 1],
        [300, 1, 1],
        0,
        &mut args!(p),
    );
    assert_eq!(out, [100, 1, 0, 1, 0]);
}

/// Runs the test `name` of this binary in a child process with `env` set; returns its stdout.
/// (The simulator core is built once per process, so a different build needs a process.)
fn child(name: &str, env: &[(&str, &str)]) -> String {
    let exe = std::env::current_exe().expect("test exe");
    let out = std::process::Command::new(exe)
        .args(["--exact", name, "--nocapture", "--test-threads=1"])
        .env("OXACC_SIM_TEST_CHILD", "1")
        .envs(env.iter().copied())
        .output()
        .expect("run the child");
    let text = String::from_utf8_lossy(&out.stdout).into_owned();
    assert!(
        out.status.success(),
        "child {name} failed:\n{text}\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    text
}

fn in_child() -> bool {
    std::env::var_os("OXACC_SIM_TEST_CHILD").is_some()
}

/// The portable fiber switch (ucontext, used off x86-64) runs the barrier test too, with
/// OXACC_SIM_THREADS and OXACC_SIM_STACK set.
#[test]
fn portable_ucontext_fibers() {
    if !in_child() {
        let out = child(
            "portable_ucontext_fibers",
            &[
                ("OXACC_SIM_CXXFLAGS", "-DOXACC_SIM_UCONTEXT"),
                // more host threads than cores, small stacks (the k suffix)
                ("OXACC_SIM_THREADS", "5"),
                ("OXACC_SIM_STACK", "64k"),
            ],
        );
        assert!(out.contains("ucontext ok"), "{out}");
        return;
    }
    let (nt, nb, rounds) = (256u32, 4u32, 3i32);
    let mut out = vec![0i32; (nt * nb) as usize];
    let mut p = out.as_mut_ptr();
    let mut r = rounds;
    run(
        "barriers",
        "k_rotate",
        [nb, 1, 1],
        [nt, 1, 1],
        0,
        &mut args!(p, r),
    );
    for b in 0..nb {
        for t in 0..nt {
            let want = rounds * (((t + 1) % nt) as i32 * 7 + b as i32) + rounds * (rounds - 1) / 2;
            assert_eq!(out[(b * nt + t) as usize], want);
        }
    }
    // a fault is still reported (siglongjmp out of a ucontext fiber)
    let mut buf = vec![0i32; 64];
    let mut p = buf.as_mut_ptr();
    fails(
        "errors",
        "k_null",
        [4, 1, 1],
        [32, 1, 1],
        &mut args!(p),
        &["illegal memory access"],
    );
    println!("ucontext ok");
}

// ---- warps ---------------------------------------------------------------------------------

/// CUDA's documented shuffle semantics, lane by lane (an independent model of the header's
/// PTX-level one).
fn shfl_idx(lane: usize, src: i64, width: usize) -> usize {
    lane / width * width + (src.rem_euclid(width as i64)) as usize
}
fn shfl_down(lane: usize, d: usize, width: usize) -> usize {
    if lane % width + d < width {
        lane + d
    } else {
        lane
    }
}
fn shfl_up(lane: usize, d: usize, width: usize) -> usize {
    if lane % width >= d {
        lane - d
    } else {
        lane
    }
}
fn shfl_xor(lane: usize, m: usize, width: usize) -> usize {
    let j = lane ^ m;
    // later groups are out of reach, earlier ones are not
    if j < (lane / width + 1) * width {
        j
    } else {
        lane
    }
}

#[test]
fn shuffles_every_type_width_and_mode() {
    let (nb, nt) = (3usize, 64usize);
    const NSLOT: usize = 16;
    let mut out = vec![0i64; nb * nt * NSLOT];
    let mut p = out.as_mut_ptr();
    run(
        "warp",
        "k_shfl",
        [nb as u32, 1, 1],
        [nt as u32, 1, 1],
        0,
        &mut args!(p),
    );
    for b in 0..nb {
        for w in 0..nt / 32 {
            let v: Vec<i64> = (0..32).map(|l| ((w * 32 + l) * 3 + 1) as i64).collect();
            // the shfl_down tree of o[0]
            let mut s = v.clone();
            for off in [16, 8, 4, 2, 1] {
                s = (0..32).map(|l| s[l] + s[shfl_down(l, off, 32)]).collect();
            }
            let warp_sum: i64 = v.iter().sum();
            for l in 0..32 {
                let o = &out[((b * nt) + w * 32 + l) * NSLOT..][..NSLOT];
                let ctx = format!("block {b} warp {w} lane {l}: {o:?}");
                assert_eq!(o[0], s[l], "down tree, {ctx}");
                assert_eq!(o[1], warp_sum, "xor tree, {ctx}");
                assert_eq!(o[2], v[3], "broadcast, {ctx}");
                assert_eq!(o[3], v[shfl_idx(l, l as i64 + 33, 32)], "idx wrap, {ctx}");
                assert_eq!(o[4], v[shfl_down(l, 2, 8)], "down width 8, {ctx}");
                assert_eq!(o[5], v[shfl_up(l, 3, 8)], "up width 8, {ctx}");
                assert_eq!(o[6], v[shfl_xor(l, 12, 8)], "xor width 8, {ctx}");
                assert_eq!(o[7], v[shfl_idx(l, 9, 8)], "idx width 8, {ctx}");
                assert_eq!(o[8], warp_sum, "float, {ctx}");
                assert_eq!(o[9], warp_sum, "double, {ctx}");
                assert_eq!(o[10], v[shfl_down(l, 1, 32)] << 33, "long long, {ctx}");
                assert_eq!(
                    o[11] as u64,
                    u64::MAX - v[shfl_xor(l, 1, 32)] as u64,
                    "unsigned long long, {ctx}"
                );
                assert_eq!(o[12], v[shfl_up(l, 1, 32)] * 2, "unsigned, {ctx}");
                let half = &v[l / 16 * 16..][..16];
                let want13 = if l < 16 {
                    half.iter().sum()
                } else {
                    *half.iter().max().unwrap_or(&0)
                };
                assert_eq!(o[13], want13, "half-warp groups, {ctx}");
            }
        }
    }
}

#[test]
fn votes() {
    let nt = 64usize;
    let mut out = vec![0u32; nt * 5];
    let mut p = out.as_mut_ptr();
    run(
        "warp",
        "k_vote",
        [1, 1, 1],
        [nt as u32, 1, 1],
        0,
        &mut args!(p),
    );
    let ballot3: u32 = (0..32).filter(|l| l % 3 == 0).map(|l| 1u32 << l).sum();
    let odd_in_mask: u32 = 0x00ff00ff & 0xaaaa_aaaa;
    for t in 0..nt {
        let l = t % 32;
        let o = &out[t * 5..][..5];
        assert_eq!(o[0], ballot3, "thread {t}");
        assert_eq!(o[1], 1);
        assert_eq!(o[2], 1);
        assert_eq!(o[3], 0);
        assert_eq!(
            o[4],
            if (0x00ff00ffu32 >> l) & 1 == 1 {
                odd_in_mask
            } else {
                0
            },
            "thread {t}"
        );
    }
}

#[test]
fn syncwarp_with_partial_masks() {
    let (nb, nt, rounds) = (3u32, 64u32, 4i32);
    let mut out = vec![0i32; (nb * nt) as usize];
    let mut p = out.as_mut_ptr();
    let mut r = rounds;
    run(
        "warp",
        "k_syncwarp_halves",
        [nb, 1, 1],
        [nt, 1, 1],
        0,
        &mut args!(p, r),
    );
    for b in 0..nb {
        for t in 0..nt {
            let l = t % 32;
            let n = rounds * (l as i32 / 16 + 1);
            let base = (t - l % 16) as i32;
            let want = n * (base + ((l % 16 + 1) % 16) as i32) + n * (n - 1) / 2;
            assert_eq!(out[(b * nt + t) as usize], want, "block {b} thread {t}");
        }
    }

    let rounds = 2i32;
    let mut out = vec![0i32; 64];
    let mut p = out.as_mut_ptr();
    let mut r = rounds;
    run(
        "warp",
        "k_syncwarp_workers",
        [1, 1, 1],
        [8, 8, 1],
        0,
        &mut args!(p, r),
    );
    for y in 0..8 {
        for x in 0..8 {
            let n = rounds * (y + 1);
            let want = n * (((x + 1) % 8) * 5 + y) + n * (n - 1) / 2;
            assert_eq!(out[(y * 8 + x) as usize], want, "({x},{y})");
        }
    }
}

#[test]
fn warps_are_consecutive_linear_ids() {
    for block in [[8u32, 4, 2], [16, 3, 1], [4, 2, 1], [32, 2, 3]] {
        let nt = (block[0] * block[1] * block[2]) as usize;
        let mut out = vec![0i32; nt * 3];
        let mut p = out.as_mut_ptr();
        run("warp", "k_warp_layout", [1, 1, 1], block, 0, &mut args!(p));
        for t in 0..nt {
            let first = t / 32 * 32;
            let lanes = (nt - first).min(32);
            let l5 = first + 5;
            let (x, y, z) = (
                l5 % block[0] as usize,
                l5 / block[0] as usize % block[1] as usize,
                l5 / (block[0] * block[1]) as usize,
            );
            let want5 = (x + 100 * y + 10000 * z) as i32;
            assert_eq!(out[t * 3], first as i32, "{block:?} thread {t}");
            assert_eq!(out[t * 3 + 1], want5, "{block:?} thread {t}");
            assert_eq!(out[t * 3 + 2], lanes as i32, "{block:?} thread {t}");
        }
    }
}

// ---- atomics -------------------------------------------------------------------------------

#[repr(C)]
#[derive(Default, Debug)]
struct Counters {
    i: i32,
    u: u32,
    ull: u64,
    f: f32,
    d: f64,
    mn: i32,
    mx: i32,
    umn: u32,
    umx: u32,
    llmn: i64,
    llmx: i64,
    ullmn: u64,
    ullmx: u64,
    band: u32,
    bor: u32,
    bxor: u64,
    iand: i32,
    ior: i32,
    ixor: i32,
    cas_sum: u64,
    hcas: u16,
    pad: u16,
    exch: i32,
    inc: u32,
    dec: u32,
    sub: i32,
}

#[test]
fn atomics_under_contention_from_many_blocks() {
    let (nb, nt) = (1000u32, 256u32);
    let n = (nb * nt) as u64;
    let mut c = Counters {
        mn: i32::MAX,
        mx: i32::MIN,
        umn: u32::MAX,
        llmn: i64::MAX,
        llmx: i64::MIN,
        ullmn: u64::MAX,
        band: u32::MAX,
        iand: -1,
        cas_sum: 0f64.to_bits(),
        ..Default::default()
    };
    let mut seen = vec![0u32; n as usize + 1];
    let mut pc = std::ptr::addr_of_mut!(c);
    let mut ps = seen.as_mut_ptr();
    run(
        "atomics",
        "k_atomics",
        [nb, 1, 1],
        [nt, 1, 1],
        0,
        &mut args!(pc, ps),
    );
    assert_eq!(c.i as u64, n);
    assert_eq!(c.u as u64, 2 * n);
    assert_eq!(c.ull, 3 * n);
    assert_eq!(
        c.f, n as f32,
        "float atomicAdd of 1.0 up to 256000 is exact"
    );
    assert_eq!(c.d, n as f64 * 0.5);
    assert_eq!((c.mn, c.mx), (-100, n as i32 - 101));
    assert_eq!((c.umn, c.umx), (7, n as u32 + 6));
    assert_eq!(
        (c.llmn, c.llmx),
        (
            -(n as i64 - 1) * 1_000_000_000,
            (n as i64 - 1) * 1_000_000_000
        )
    );
    assert_eq!((c.ullmn, c.ullmx), (0, (n - 1) << 33));
    assert_eq!(c.band, 0);
    assert_eq!(c.bor, (1u32 << 31) - 1);
    // every bit flipped n/64 = 4000 times: even
    assert_eq!(c.bxor, 0);
    assert_eq!(c.iand, !0xffff);
    assert_eq!(c.ior, 0xff);
    assert_eq!(c.ixor, (0..n as i32).fold(0, |a, g| a ^ g));
    assert_eq!(f64::from_bits(c.cas_sum), n as f64 * 0.25);
    assert_eq!(c.hcas as u64, n % 65536);
    // atomicExch: every value but the last one stored was handed out exactly once
    assert_eq!(seen[0], 1);
    assert_eq!(seen[c.exch as usize], 0);
    assert_eq!(seen.iter().map(|&s| s as u64).sum::<u64>(), n);
    assert!(seen.iter().all(|&s| s <= 1));
    assert_eq!(c.inc as u64, n % 1000);
    // atomicDec(999) from 0 wraps to 999 and counts down
    assert_eq!(c.dec as u64, (1000 - n % 1000) % 1000);
    assert_eq!(c.sub as i64, -3 * n as i64);

    let mut total = 0f64;
    let mut pt = std::ptr::addr_of_mut!(total);
    run(
        "atomics",
        "k_shared_atomics",
        [50, 1, 1],
        [128, 1, 1],
        0,
        &mut args!(pt),
    );
    assert_eq!(total, 50.0 * (128.0 + (127.0 * 128.0 / 2.0)));
}

// ---- shared memory ---------------------------------------------------------------------------

#[test]
fn static_shared_memory_is_per_block() {
    let (nb, nt) = (400usize, 256usize);
    let input: Vec<f64> = (0..nb * nt).map(|g| g as f64).collect();
    let mut out = vec![0f64; nb];
    let mut pi = input.as_ptr();
    let mut po = out.as_mut_ptr();
    run(
        "shared",
        "k_static_sum",
        [nb as u32, 1, 1],
        [nt as u32, 1, 1],
        0,
        &mut args!(pi, po),
    );
    for (b, &o) in out.iter().enumerate() {
        let want: f64 = (b * nt..(b + 1) * nt).map(|g| g as f64).sum();
        assert_eq!(o, want, "block {b}");
    }
}

#[test]
fn dynamic_shared_memory_is_per_block_and_shared_by_kernels() {
    let (nb, nt) = (60usize, 128usize);
    let input: Vec<f64> = (0..nb * nt).map(|g| g as f64 * 1.5).collect();
    let mut out = vec![0f64; nb * nt];
    let mut idx = vec![0i32; nb * nt];
    let mut pi = input.as_ptr();
    let mut po = out.as_mut_ptr();
    let mut px = idx.as_mut_ptr();
    let shmem = (nt * (8 + 4)) as u32;
    run(
        "shared",
        "k_dynamic",
        [nb as u32, 1, 1],
        [nt as u32, 1, 1],
        shmem,
        &mut args!(pi, po, px),
    );
    for b in 0..nb {
        for t in 0..nt {
            let o = nt - 1 - t;
            assert_eq!(out[b * nt + t], input[b * nt + o]);
            assert_eq!(idx[b * nt + t], (b * 1000 + o) as i32);
        }
    }
    let mut out2 = vec![0i32; 7 * 64];
    let mut p2 = out2.as_mut_ptr();
    run(
        "shared",
        "k_dynamic2",
        [7, 1, 1],
        [64, 1, 1],
        256,
        &mut args!(p2),
    );
    for b in 0..7 {
        for t in 0..64 {
            let n = (t + 1) % 64;
            assert_eq!(out2[b * 64 + t], (n * n + b) as i32);
        }
    }
    // the largest dynamic size a block may have works; one byte more is refused
    run(
        "shared",
        "k_dynamic2",
        [2, 1, 1],
        [64, 1, 1],
        232448,
        &mut args!(p2),
    );
    let e = launch(
        "shared",
        "k_dynamic2",
        [2, 1, 1],
        [64, 1, 1],
        232449,
        &mut args!(p2),
    )
    .unwrap_err();
    assert!(e.contains("shared memory"), "{e}");
}

// ---- grids, loops, globals, math, printf --------------------------------------------------------

#[test]
fn grids_of_many_blocks() {
    for (grid, block) in [
        ([7u32, 5, 3], [4u32, 2, 1]),
        ([20000, 1, 1], [1, 1, 1]),
        ([2, 3, 4], [32, 1, 1]),
    ] {
        let nb = (grid[0] * grid[1] * grid[2]) as usize;
        let mut out = vec![u32::MAX; nb * 2];
        let mut p = out.as_mut_ptr();
        run("grid", "k_grid", grid, block, 0, &mut args!(p));
        for z in 0..grid[2] {
            for y in 0..grid[1] {
                for x in 0..grid[0] {
                    let b = (x + grid[0] * (y + grid[1] * z)) as usize;
                    assert_eq!(out[b * 2], x + 1000 * y + 1_000_000 * z);
                    assert_eq!(
                        out[b * 2 + 1],
                        grid[0] + 1000 * grid[1] + 1_000_000 * grid[2]
                    );
                }
            }
        }
    }
}

#[test]
fn a_loop_of_2_pow_31_plus_10_iterations_takes_seconds() {
    let n: u64 = (1 << 31) + 10;
    let (mut count, mut sum) = (0u64, 0u64);
    let mut nn = n;
    let mut pc = std::ptr::addr_of_mut!(count);
    let mut ps = std::ptr::addr_of_mut!(sum);
    let t = Instant::now();
    run(
        "grid",
        "k_loop64",
        [120, 1, 1],
        [256, 1, 1],
        0,
        &mut args!(nn, pc, ps),
    );
    let secs = t.elapsed().as_secs_f64();
    eprintln!("k_loop64: {n} iterations over 120 x 256 threads in {secs:.2} s");
    assert_eq!(count, n);
    // the sum of i * i over [0, n), modulo 2^64
    let n128 = n as u128;
    assert_eq!(sum, ((n128 - 1) * n128 * (2 * n128 - 1) / 6) as u64);
}

#[test]
fn declared_global_pointers_are_written_before_the_launch() {
    let table: Vec<f32> = (0..1000).map(|i| i as f32 * 0.5).collect();
    let mut out = vec![0f32; 1000];
    let mut p = out.as_mut_ptr();
    let mut n = 1000i32;
    let mut a = args!(p, n);
    let globals = [("__oxacc_gp_table".to_string(), table.as_ptr() as usize)];
    sim::launch(
        &source("grid"),
        "k_global",
        [8, 1, 1],
        [128, 1, 1],
        0,
        a.as_mut_ptr(),
        &globals,
    )
    .unwrap_or_else(|e| panic!("{e}"));
    for i in 0..1000 {
        assert_eq!(out[i], table[i] * 2.0);
    }
    let bad = [("__oxacc_gp_nothing".to_string(), 0usize)];
    let e = sim::launch(
        &source("grid"),
        "k_global",
        [1, 1, 1],
        [1, 1, 1],
        0,
        a.as_mut_ptr(),
        &bad,
    )
    .unwrap_err();
    assert!(e.contains("__oxacc_gp_nothing"), "{e}");
}

#[test]
fn device_math() {
    let mut out = [0f64; 24];
    let mut p = out.as_mut_ptr();
    run("grid", "k_math", [1, 1, 1], [1, 1, 1], 0, &mut args!(p));
    let x = 0.75f32;
    let want = [
        x.sin() as f64,
        x.sqrt() as f64,
        2.0,
        0.5,
        0.125,
        0.75f64.powi(3),
        0.75,
        -1.0,
        0.75f64.exp(),
        0.75,
        0.75,
        (8 + 31 * 100) as f64,
        0.711_155_6,
        0.75f64.atan2(1.0),
        5.5,
        0.476_936_276_204_469_9,
        1.959_963_984_540_054,
        1.646_723_189_772_891,
        1.0 + 2.0 + 4.0,
        15.5,
        2f32.sqrt() as f64,
        2f32.sqrt() as f64,
        0.5,
        1.0 / 7.0,
    ];
    for (i, (&o, &w)) in out.iter().zip(want.iter()).enumerate() {
        assert!(
            (o - w).abs() <= 1e-6 * w.abs().max(1.0),
            "slot {i}: {o} != {w}"
        );
    }
}

/// printf goes to the process's stdout: the test runs itself in a child process and reads it.
#[test]
fn printf_from_device_code() {
    if in_child() {
        let mut tag = 42i32;
        run(
            "grid",
            "k_printf",
            [3, 1, 1],
            [40, 1, 1],
            0,
            &mut args!(tag),
        );
        return;
    }
    // one host thread: the launching thread runs every block
    let text = child("printf_from_device_code", &[("OXACC_SIM_THREADS", "1")]);
    let mut lines: Vec<&str> = text.lines().filter(|l| l.starts_with("block ")).collect();
    lines.sort();
    let mut want = Vec::new();
    for b in 0..3 {
        for t in [3, 19, 35] {
            want.push(format!("block {b} thread {t} tag 42 pi 3.142"));
        }
    }
    want.sort();
    assert_eq!(lines, want);
}

#[test]
fn benchmark_1000_blocks_of_256_threads_with_10_barriers() {
    let (nb, nt) = (1000usize, 256usize);
    let mut out = vec![0i32; nb * nt];
    let mut p = out.as_mut_ptr();
    // compile (or load) first, so that the time is the launch's
    run(
        "grid",
        "k_bench",
        [1, 1, 1],
        [nt as u32, 1, 1],
        0,
        &mut args!(p),
    );
    let t = Instant::now();
    run(
        "grid",
        "k_bench",
        [nb as u32, 1, 1],
        [nt as u32, 1, 1],
        0,
        &mut args!(p),
    );
    let secs = t.elapsed().as_secs_f64();
    eprintln!(
        "k_bench: {nb} blocks x {nt} threads x 10 barriers ({} fiber switches) in {:.3} s",
        nb * nt * 10,
        secs
    );
    for t in 0..nt {
        let want: i32 = (0..10).map(|r| (255 - t) as i32 + r).sum();
        assert_eq!(out[t], want);
        assert_eq!(out[(nb - 1) * nt + t], want);
    }
}

// ---- failures --------------------------------------------------------------------------------

#[test]
fn deadlocks_are_detected_and_named() {
    let mut buf = vec![0i32; 4096];
    let mut p = buf.as_mut_ptr();
    let m = "errors";
    fails(
        m,
        "k_exit_early",
        [1, 1, 1],
        [64, 1, 1],
        &mut args!(p),
        &[
            "kernel `k_exit_early`",
            "block (0,0,0)",
            "deadlock at __syncthreads()",
            "thread (16,0,0) exited while 16 threads wait there ((0,0,0)-(15,0,0) (16 threads))",
        ],
    );
    // Both blocks deadlock; the simulator's workers run them at once, so either may be the
    // one named (CI's 2-core run named block 1).
    let e = fails(
        m,
        "k_exit_late",
        [2, 1, 1],
        [64, 1, 1],
        &mut args!(p),
        &[
            "kernel `k_exit_late`",
            "__syncthreads()",
            "thread (40,0,0) exited while 40 threads wait there ((0,0,0)-(39,0,0) (40 threads))",
        ],
    );
    assert!(
        e.contains("block (0,0,0)") || e.contains("block (1,0,0)"),
        "k_exit_late: the message names neither block:\n{e}"
    );
    fails(
        m,
        "k_syncwarp_exited",
        [1, 1, 1],
        [32, 1, 1],
        &mut args!(p),
        &[
            "kernel `k_syncwarp_exited`",
            "deadlock at __syncwarp(0xffffffff) in warp 0",
            "thread (16,0,0) (lane 16) exited while lanes 0-15 wait for it",
        ],
    );
    fails(
        m,
        "k_syncwarp_missing",
        [1, 1, 1],
        [20, 1, 1],
        &mut args!(p),
        &["__syncwarp(0xffffffff)", "20-31", "do not exist"],
    );
    fails(
        m,
        "k_all_blocked",
        [1, 1, 1],
        [64, 1, 1],
        &mut args!(p),
        &[
            "deadlock: every live thread waits",
            "48 threads wait at __syncthreads(), which needs 64",
            "warp 0 lanes 0-15 wait at __syncwarp(0xffffffff) for lanes 16-31",
        ],
    );
    fails(
        m,
        "k_named_short",
        [1, 1, 1],
        [64, 1, 1],
        &mut args!(p),
        &["__oxacc_bar_sync(3, 64)", "32 threads"],
    );
    fails(
        m,
        "k_named_too_big",
        [1, 1, 1],
        [64, 1, 1],
        &mut args!(p),
        &[
            "deadlock at __oxacc_bar_sync(1, 128)",
            "needs 128 and the block has 64",
        ],
    );
    fails(
        m,
        "k_named_unaligned",
        [1, 1, 1],
        [96, 1, 1],
        &mut args!(p),
        &[
            "__oxacc_bar_sync(1, 64) is warp-aligned",
            "lanes 0-15 of warp 0 reached it but lanes 16-31 did not",
        ],
    );
    fails(
        m,
        "k_shfl_not_in_mask",
        [1, 1, 1],
        [32, 1, 1],
        &mut args!(p),
        &[
            "thread (16,0,0)",
            "__shfl_sync(0x0000ffff, ...)",
            "does not name the calling lane 16",
        ],
    );
    fails(
        m,
        "k_mixed_ops",
        [1, 1, 1],
        [32, 1, 1],
        &mut args!(p),
        &[
            "__shfl_down_sync(0xffffffff, ...)",
            "__syncwarp(0xffffffff)",
            "same operation",
        ],
    );
}

/// emul's device memory (`DeviceHeap`) is kept apart from the malloc heap, each block ending
/// at a guard page: a kernel writing past its block (an invalid program's `copy(a[0:10])`
/// with writes to `a[0..99]`) faults there and the launch fails naming the kernel, instead of
/// corrupting the runtime's own tables (before: "double free or corruption", a panic in
/// `sorted.rs`, or a SIGSEGV far from the kernel).
#[test]
fn a_kernel_writing_past_an_emul_block_faults() {
    use oxacc_rt::backend::emul::EmulBackend;
    use oxacc_rt::backend::Backend;
    let b = EmulBackend::new();
    let block = b.alloc(10 * 8).expect("alloc");
    let mut p = block as *mut f64;
    let mut n = 100i32;
    fails(
        "errors",
        "k_write_past",
        [1, 1, 1],
        [128, 1, 1],
        &mut args!(p, n),
        &["kernel `k_write_past`", "illegal memory access"],
    );
    // Within the block (and its rounding to 256 bytes) all is well.
    n = 32;
    launch(
        "errors",
        "k_write_past",
        [1, 1, 1],
        [128, 1, 1],
        0,
        &mut args!(p, n),
    )
    .expect("in bounds");
    b.free(block).expect("free");
}

#[test]
fn traps_asserts_and_faults_fail_the_launch() {
    let mut buf = vec![0i32; 4096];
    let mut p = buf.as_mut_ptr();
    let m = "errors";
    fails(
        m,
        "k_trap",
        [8, 1, 1],
        [32, 1, 1],
        &mut args!(p),
        &["kernel `k_trap`, block (3,0,0), thread (5,0,0): __trap() was called"],
    );
    fails(
        m,
        "k_assert",
        [4, 1, 1],
        [10, 1, 1],
        &mut args!(p),
        &[
            "kernel `k_assert`, block (1,0,0), thread (7,0,0)",
            "Assertion `v != 17' failed",
        ],
    );
    fails(
        m,
        "k_null",
        [4, 1, 1],
        [32, 1, 1],
        &mut args!(p),
        &["kernel `k_null`, block (2,0,0), thread (1,0,0): illegal memory access"],
    );
    let mut depth = 100_000i32;
    fails(
        m,
        "k_recurse",
        [1, 1, 1],
        [4, 1, 1],
        &mut args!(p, depth),
        &["kernel `k_recurse`", "stack overflow", "OXACC_SIM_STACK"],
    );
    // the module still works after a failed launch
    let mut depth = 10i32;
    run(
        m,
        "k_recurse",
        [1, 1, 1],
        [4, 1, 1],
        0,
        &mut args!(p, depth),
    );
}

/// Routines and types named like POSIX or C library functions (but not like CUDA's) compile:
/// no system header reaches the kernels, as with NVRTC.
#[test]
fn posix_and_libc_names_are_free_in_kernels() {
    let mut out = [0i32; 1];
    let mut p = out.as_mut_ptr();
    run("hygiene", "k_names", [1, 1, 1], [1, 1, 1], 0, &mut args!(p));
    assert_eq!(out[0], (1..=18).sum::<i32>() + (1..=6).sum::<i32>());
}

#[test]
fn invalid_launches_and_compile_errors() {
    let mut buf = vec![0i32; 4096];
    let mut p = buf.as_mut_ptr();
    let e = launch(
        "errors",
        "k_nothing",
        [1, 1, 1],
        [1, 1, 1],
        0,
        &mut args!(p),
    )
    .unwrap_err();
    assert!(e.contains("no kernel `k_nothing`"), "{e}");
    let e = launch(
        "errors",
        "k_trap",
        [1, 1, 1],
        [1025, 1, 1],
        0,
        &mut args!(p),
    )
    .unwrap_err();
    assert!(
        e.contains("invalid launch") && e.contains("1024 threads"),
        "{e}"
    );
    let e = launch("errors", "k_trap", [1, 0, 1], [1, 1, 1], 0, &mut args!(p)).unwrap_err();
    assert!(e.contains("invalid launch"), "{e}");

    let bad = "extern \"C\" __global__ void k_bad(int *p) {\n    p->x = 1;\n}\n";
    let e = sim::launch(
        bad,
        "k_bad",
        [1, 1, 1],
        [1, 1, 1],
        0,
        args!(p).as_mut_ptr(),
        &[],
    )
    .unwrap_err();
    assert!(e.contains("could not compile"), "{e}");
    assert!(
        e.contains(":2:") && e.contains("error"),
        "the compiler's message names the line:\n{e}"
    );
}

/// A module source holding `sim::PRELUDE_END` (as every generated module does, after oxacc's
/// CUDA prelude) is compiled with the text up to it precompiled, once per cache: two modules
/// sharing a prelude run, one precompiled header is built for them, `__LINE__` and the
/// compiler's messages keep the source's own lines, and a different prelude gets its own.
#[test]
fn modules_share_one_precompiled_prelude() {
    if !in_child() {
        let cache = Path::new(env!("CARGO_TARGET_TMPDIR")).join("sim-pch-cache");
        let _ = std::fs::remove_dir_all(&cache);
        std::fs::create_dir_all(&cache).expect("cache dir");
        let out = child(
            "modules_share_one_precompiled_prelude",
            &[("XDG_CACHE_HOME", cache.to_str().expect("utf-8 path"))],
        );
        assert!(out.contains("child done"), "{out}");
        let gch: Vec<_> = std::fs::read_dir(cache.join("oxacc/sim"))
            .expect("the simulator's cache")
            .filter_map(|e| e.ok())
            .map(|e| e.file_name().to_string_lossy().into_owned())
            .filter(|n| n.ends_with(".gch"))
            .collect();
        assert_eq!(gch.len(), 2, "one precompiled header per prelude: {gch:?}");
        assert!(gch.iter().all(|n| n.starts_with("pch-")), "{gch:?}");
        return;
    }
    let prelude = |k: i32| {
        format!(
            "{}\n__device__ int scaled(int x) {{ return {k} * x; }}\n{}",
            std::fs::read_to_string(dir().join("prelude.cuh")).expect("prelude"),
            sim::PRELUDE_END
        )
    };
    let kernel = |name: &str| {
        format!(
            "extern \"C\" __global__ void {name}(int *p) {{ p[threadIdx.x] = scaled(threadIdx.x); p[32] = __LINE__; }}\n\
             #ifdef __OXACC_SIM__\n\
             static void w_{name}(void **a) {{ {name}(*(int **)a[0]); }}\n\
             extern \"C\" const __oxacc_sim_kernel __oxacc_sim_kernels[] = {{ {{ \"{name}\", w_{name} }} }};\n\
             extern \"C\" const int __oxacc_sim_nkernels = 1;\n\
             #endif\n"
        )
    };
    let line_of_kernel = |src: &str, name: &str| {
        src.lines()
            .position(|l| l.contains(&format!("void {name}(")))
            .expect("kernel line") as i32
            + 1
    };
    for (k, name) in [(3, "k_first"), (3, "k_second"), (5, "k_third")] {
        let src = format!("{}{}", prelude(k), kernel(name));
        let mut out = [0i32; 33];
        let mut p = out.as_mut_ptr();
        let r = sim::launch(
            &src,
            name,
            [1, 1, 1],
            [32, 1, 1],
            0,
            args!(p).as_mut_ptr(),
            &[],
        );
        assert!(r.is_ok(), "{name}: {r:?}");
        for (i, v) in out[..32].iter().enumerate() {
            assert_eq!(*v, k * i as i32, "{name}: p[{i}]");
        }
        assert_eq!(out[32], line_of_kernel(&src, name), "{name}: __LINE__");
    }
    // An error after the prelude names its line in the module's source.
    let bad = format!(
        "{}extern \"C\" __global__ void k_bad(int *p) {{\n    p->x = 1;\n}}\n",
        prelude(3)
    );
    let line = line_of_kernel(&bad, "k_bad") + 1;
    let mut p = std::ptr::null_mut::<i32>();
    let e = sim::launch(
        &bad,
        "k_bad",
        [1, 1, 1],
        [1, 1, 1],
        0,
        args!(p).as_mut_ptr(),
        &[],
    )
    .unwrap_err();
    assert!(
        e.contains("could not compile") && e.contains(&format!(".cu:{line}:")),
        "the message names line {line} of the module's .cu:\n{e}"
    );
    println!("child done");
}

// ---- NVRTC ------------------------------------------------------------------------------------

/// Where NVRTC may be: LD_LIBRARY_PATH (cudarc's own search), then the CUDA toolkit and the
/// `nvidia-cuda-nvrtc` Python wheel, loaded by path so that cudarc's by-name load finds it.
fn nvrtc_present() -> bool {
    use cudarc::nvrtc::sys as nvrtc;
    // SAFETY: only tries to dlopen the library.
    if unsafe { nvrtc::is_culib_present() } {
        return true;
    }
    extern "C" {
        fn dlopen(filename: *const std::ffi::c_char, flag: std::ffi::c_int) -> *mut c_void;
    }
    let mut dirs: Vec<PathBuf> = vec!["/usr/local/cuda/lib64".into()];
    if let Ok(out) = std::process::Command::new("python3")
        .args([
            "-c",
            "import site; print('\\n'.join(site.getsitepackages() + [site.getusersitepackages()]))",
        ])
        .output()
    {
        for l in String::from_utf8_lossy(&out.stdout).lines() {
            dirs.push(Path::new(l).join("nvidia/cu13/lib"));
            dirs.push(Path::new(l).join("nvidia/cuda_nvrtc/lib"));
        }
    }
    for d in dirs {
        let Ok(entries) = std::fs::read_dir(&d) else {
            continue;
        };
        let mut libs: Vec<PathBuf> = entries.filter_map(|e| e.ok().map(|e| e.path())).collect();
        // the builtins first: libnvrtc loads them by name
        libs.sort_by_key(|p| !p.to_string_lossy().contains("builtins"));
        for l in libs {
            let name = l
                .file_name()
                .map(|n| n.to_string_lossy().into_owned())
                .unwrap_or_default();
            if name.starts_with("libnvrtc") && name.contains(".so") && !name.contains(".alt.") {
                let c =
                    std::ffi::CString::new(l.as_os_str().as_encoded_bytes()).unwrap_or_default();
                // SAFETY: a NUL-terminated path; RTLD_NOW | RTLD_GLOBAL.
                unsafe { dlopen(c.as_ptr(), 2 | 0x100) };
            }
        }
    }
    // SAFETY: as above.
    unsafe { nvrtc::is_culib_present() }
}

fn nvrtc_compile(name: &str, src: &str) -> Result<(), String> {
    use cudarc::nvrtc::sys as nvrtc;
    let csrc = std::ffi::CString::new(src).map_err(|e| e.to_string())?;
    let cname = std::ffi::CString::new(format!("{name}.cu")).map_err(|e| e.to_string())?;
    let mut prog = std::ptr::null_mut();
    // SAFETY: NUL-terminated source and name, no headers.
    let r = unsafe {
        nvrtc::nvrtcCreateProgram(
            &mut prog,
            csrc.as_ptr(),
            cname.as_ptr(),
            0,
            std::ptr::null(),
            std::ptr::null(),
        )
    };
    if r != nvrtc::nvrtcResult::NVRTC_SUCCESS {
        return Err(format!("nvrtcCreateProgram: {r:?}"));
    }
    let opt = std::ffi::CString::new("--gpu-architecture=compute_90").unwrap_or_default();
    let opts = [opt.as_ptr()];
    // SAFETY: live program, one NUL-terminated option.
    let r = unsafe { nvrtc::nvrtcCompileProgram(prog, 1, opts.as_ptr()) };
    let mut size = 0;
    // SAFETY: live program, valid out-pointer.
    unsafe { nvrtc::nvrtcGetProgramLogSize(prog, &mut size) };
    let mut log = vec![0u8; size.max(1)];
    // SAFETY: `log` has the size NVRTC reported.
    unsafe { nvrtc::nvrtcGetProgramLog(prog, log.as_mut_ptr() as *mut std::ffi::c_char) };
    // SAFETY: created above, destroyed once.
    unsafe { nvrtc::nvrtcDestroyProgram(&mut prog) };
    if r != nvrtc::nvrtcResult::NVRTC_SUCCESS {
        return Err(String::from_utf8_lossy(&log)
            .trim_end_matches('\0')
            .to_string());
    }
    Ok(())
}

#[test]
fn nvrtc_accepts_every_kernel() {
    if !nvrtc_present() {
        println!("note: NVRTC not found (pip install nvidia-cuda-nvrtc==13.0.*): the kernels are not checked as CUDA");
        return;
    }
    let mut names: Vec<String> = std::fs::read_dir(dir())
        .expect("tests/sim")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "cu"))
        .filter_map(|p| p.file_stem().map(|s| s.to_string_lossy().into_owned()))
        .collect();
    names.sort();
    assert!(names.len() >= 6, "{names:?}");
    let mut bad = Vec::new();
    for n in &names {
        if let Err(e) = nvrtc_compile(n, &source(n)) {
            bad.push(format!("{n}.cu:\n{e}"));
        }
    }
    assert!(bad.is_empty(), "NVRTC rejects:\n{}", bad.join("\n"));
    println!("NVRTC compiled {} kernel sources", names.len());
}
