//! gcc's builtin functions: which names are implicitly declared, and their result types.
//!
//! Real code (glibc headers, SQLite) calls many `__builtin_*`, `__atomic_*` and `__sync_*`
//! functions without declaring them. Unknown ones are accepted and return `int` (never an
//! error); the ones whose result is not `int` are listed here so that expressions using them
//! get the right type.

use crate::types::{TypeId, TypeTable};

/// Whether an undeclared identifier names a gcc builtin.
pub fn is_builtin_name(name: &str) -> bool {
    name.starts_with("__builtin_")
        || name.starts_with("__atomic_")
        || name.starts_with("__sync_")
        || name.starts_with("__c11_atomic_")
        || matches!(name, "__has_builtin" | "_mm_pause" | "__cpuid")
}

/// The constant value of float builtins such as `__builtin_inf()`.
pub fn float_value(name: &str) -> Option<f64> {
    let base = name
        .trim_end_matches("f128")
        .trim_end_matches("f64x")
        .trim_end_matches("f32x")
        .trim_end_matches("f64")
        .trim_end_matches("f32")
        .trim_end_matches("f16");
    let base = base.strip_suffix(['f', 'l']).unwrap_or(base);
    match base {
        "__builtin_inf" | "__builtin_huge_val" => Some(f64::INFINITY),
        "__builtin_nan" | "__builtin_nans" => Some(f64::NAN),
        _ => None,
    }
}

/// The floating type named by a suffix of a math builtin (`f`, `l`, `f128`, ...).
fn float_suffix_type(rest: &str) -> Option<TypeId> {
    Some(match rest {
        "" | "f64" | "f32x" => TypeId::DOUBLE,
        "f" | "f32" => TypeId::FLOAT,
        "l" | "f64x" => TypeId::LDOUBLE,
        "f128" | "q" => TypeId::FLOAT128,
        "f16" => TypeId::FLOAT16,
        _ => return None,
    })
}

/// The result type of a call of builtin `name` with (decayed) argument types `args`, or
/// `None` when it is not known here (the caller then uses the declared library function's
/// type, or `int`).
pub fn return_type(name: &str, args: &[TypeId], t: &mut TypeTable) -> Option<TypeId> {
    let void_ptr = t.pointer(TypeId::VOID);
    let arg0_pointee = args.first().and_then(|&a| t.pointee(a));
    let pointee_or_int = |t: &mut TypeTable| arg0_pointee.map_or(TypeId::INT, |p| t.unqual(p));
    // Generic atomics: the result has the type of `*ptr`.
    if let Some(op) = name.strip_prefix("__atomic_") {
        return Some(match op {
            "load_n" | "exchange_n" => pointee_or_int(t),
            "store_n" | "store" | "load" | "exchange" | "clear" | "thread_fence"
            | "signal_fence" => TypeId::VOID,
            "compare_exchange_n" | "compare_exchange" | "test_and_set" | "always_lock_free"
            | "is_lock_free" => TypeId::BOOL,
            _ if op.starts_with("fetch_") || op.ends_with("_fetch") => pointee_or_int(t),
            _ => TypeId::INT,
        });
    }
    if let Some(op) = name.strip_prefix("__sync_") {
        return Some(match op {
            "synchronize" | "lock_release" => TypeId::VOID,
            _ if op.starts_with("bool_") => TypeId::BOOL,
            _ => pointee_or_int(t),
        });
    }
    if let Some(op) = name.strip_prefix("__c11_atomic_") {
        return Some(match op {
            "init" | "store" | "thread_fence" | "signal_fence" => TypeId::VOID,
            _ if op.starts_with("compare_exchange") || op == "is_lock_free" => TypeId::BOOL,
            _ => pointee_or_int(t),
        });
    }
    let b = name.strip_prefix("__builtin_")?;
    let size_t = TypeId::SIZE_T;
    let r = match b {
        "va_start" | "va_end" | "va_copy" | "unreachable" | "trap" | "abort" | "exit" | "_exit"
        | "prefetch" | "longjmp" | "__clear_cache" | "free" | "ia32_pause" | "cpu_init"
        | "unwind_init" => TypeId::VOID,
        "alloca"
        | "alloca_with_align"
        | "memcpy"
        | "memmove"
        | "memset"
        | "mempcpy"
        | "malloc"
        | "calloc"
        | "realloc"
        | "frame_address"
        | "return_address"
        | "extract_return_addr"
        | "__memcpy_chk"
        | "__memmove_chk"
        | "__memset_chk"
        | "__mempcpy_chk"
        | "apply_args"
        | "memchr"
        | "aligned_alloc"
        | "dwarf_cfa" => void_ptr,
        "assume_aligned" => args.first().copied().unwrap_or(void_ptr),
        "strlen" | "object_size" | "dynamic_object_size" | "strspn" | "strcspn" | "strnlen" => {
            size_t
        }
        "strcpy" | "strncpy" | "strcat" | "strncat" | "strchr" | "strrchr" | "strstr"
        | "strdup" | "strndup" | "stpcpy" | "__strcpy_chk" | "__strncpy_chk" | "__strcat_chk"
        | "__strncat_chk" | "__stpcpy_chk" | "strpbrk" | "index" | "rindex" => {
            let c = TypeId::CHAR;
            t.pointer(c)
        }
        "bswap16" => TypeId::USHORT,
        "bswap32" => TypeId::UINT,
        "bswap64" => TypeId::ULONG,
        "bswap128" => TypeId::UINT128,
        "add_overflow" | "sub_overflow" | "mul_overflow" | "add_overflow_p" | "sub_overflow_p"
        | "mul_overflow_p" | "sadd_overflow" | "uadd_overflow" | "saddl_overflow"
        | "uaddl_overflow" | "saddll_overflow" | "uaddll_overflow" | "ssub_overflow"
        | "usub_overflow" | "ssubl_overflow" | "usubl_overflow" | "smul_overflow"
        | "umul_overflow" | "smull_overflow" | "umull_overflow" | "smulll_overflow"
        | "umulll_overflow" | "ssubll_overflow" | "usubll_overflow" => TypeId::BOOL,
        "FILE" | "FUNCTION" => {
            let c = t.qualified(TypeId::CHAR, crate::types::Quals::CONST);
            t.pointer(c)
        }
        "complex" => {
            let e = args.first().copied().unwrap_or(TypeId::DOUBLE);
            t.complex(e)
        }
        "conj" => args.first().copied().unwrap_or(TypeId::DOUBLE),
        "tgmath" => {
            // The return type of the function gcc picks (`fabs(x)` of a float x is a float,
            // `lround(x)` a long, `carg(z)` a real).
            match tgmath_choice(t, args) {
                Some((i, _)) => {
                    let f = t.pointee(args[i]).unwrap_or(args[i]);
                    t.fn_type(f).map_or(TypeId::DOUBLE, |f| f.ret)
                }
                None => TypeId::DOUBLE,
            }
        }
        "shuffle" | "shufflevector" | "convertvector" => {
            args.first().copied().unwrap_or(TypeId::INT)
        }
        "speculation_safe_value" => args.first().copied().unwrap_or(TypeId::INT),
        "classify_type" | "LINE" | "isnan" | "isinf" | "isinf_sign" | "isfinite" | "isnormal"
        | "signbit" | "fpclassify" | "isgreater" | "isgreaterequal" | "isless" | "islessequal"
        | "islessgreater" | "isunordered" | "iseqsig" | "issignaling" => TypeId::INT,
        "va_arg_pack" | "va_arg_pack_len" => TypeId::INT,
        "clz" | "ctz" | "popcount" | "parity" | "ffs" | "clrsb" | "clzl" | "ctzl" | "popcountl"
        | "parityl" | "ffsl" | "clrsbl" | "clzll" | "ctzll" | "popcountll" | "parityll"
        | "ffsll" | "clrsbll" | "clzg" | "ctzg" | "popcountg" => TypeId::INT,
        "labs" => TypeId::LONG,
        "llabs" => TypeId::LLONG,
        "abs" => TypeId::INT,
        "lround" | "lrint" | "lroundf" | "lrintf" | "lroundl" | "lrintl" | "lfloor" | "lceil" => {
            TypeId::LONG
        }
        "llround" | "llrint" | "llroundf" | "llrintf" | "llroundl" | "llrintl" => TypeId::LLONG,
        "ilogb" | "ilogbf" | "ilogbl" => TypeId::INT,
        _ => {
            // Math builtins: `__builtin_sqrt`, `sqrtf`, `sqrtl`, `sqrtf128`, `huge_valf`...
            const MATH: &[&str] = &[
                "huge_val",
                "inf",
                "nan",
                "nans",
                "fabs",
                "copysign",
                "sqrt",
                "sin",
                "cos",
                "tan",
                "exp",
                "exp2",
                "expm1",
                "log",
                "log2",
                "log10",
                "log1p",
                "pow",
                "floor",
                "ceil",
                "trunc",
                "round",
                "rint",
                "nearbyint",
                "fmod",
                "fmin",
                "fmax",
                "fma",
                "atan",
                "atan2",
                "asin",
                "acos",
                "sinh",
                "cosh",
                "tanh",
                "asinh",
                "acosh",
                "atanh",
                "cbrt",
                "hypot",
                "ldexp",
                "frexp",
                "modf",
                "scalbn",
                "scalbln",
                "nextafter",
                "remainder",
                "remquo",
                "erf",
                "erfc",
                "lgamma",
                "tgamma",
                "logb",
                "fdim",
                "significand",
                "powi",
                "cabs",
                "carg",
                "creal",
                "cimag",
                "csqrt",
                "cexp",
                "clog",
                "cpow",
            ];
            for m in MATH {
                if let Some(rest) = b.strip_prefix(m) {
                    if let Some(ft) = float_suffix_type(rest) {
                        // Complex functions that return complex values.
                        if matches!(*m, "csqrt" | "cexp" | "clog" | "cpow") {
                            return Some(t.complex(ft));
                        }
                        return Some(ft);
                    }
                }
            }
            return None;
        }
    };
    Some(r)
}

/// gcc's `__builtin_tgmath(f1, ..., fk, a1, ..., an)`, to which glibc's <tgmath.h> expands its
/// type-generic macros (C11 7.25; `sqrt(x)` is `__builtin_tgmath(sqrtf, sqrt, sqrtl, csqrtf,
/// csqrt, csqrtl, x)`), given the (decayed) types of all its arguments: which candidate it
/// calls, and k. As gcc documents the builtin: the candidates are the leading functions, all
/// with n parameters; the generic parameters are those whose types differ among them; the
/// arguments for generic parameters give the type, an integer counting as `double`, the widest
/// real type among them, complex when one of them is complex; the candidate whose generic
/// parameters have that type is called. None when the call does not have that form.
pub fn tgmath_choice(t: &TypeTable, args: &[TypeId]) -> Option<(usize, usize)> {
    let fn_of = |a: TypeId| {
        let f = t.pointee(a).unwrap_or(a);
        t.fn_type(f)
    };
    let k = args.iter().take_while(|&&a| fn_of(a).is_some()).count();
    let cands: Vec<&[TypeId]> = args[..k]
        .iter()
        .filter_map(|&a| fn_of(a).map(|f| &f.params[..]))
        .collect();
    let actual = &args[k..];
    if k == 0 || cands.iter().any(|p| p.len() != actual.len()) {
        return None;
    }
    let generic: Vec<usize> = (0..actual.len())
        .filter(|&i| {
            cands
                .iter()
                .any(|p| t.unqual_id(p[i]) != t.unqual_id(cands[0][i]))
        })
        .collect();
    // The rank of a real floating type: float < double < long double.
    let rank = |ty: TypeId| match t.kind(t.unqual_id(t.complex_elem(t.unqual_id(ty)))) {
        crate::types::TypeKind::Float => Some(0),
        crate::types::TypeKind::Double => Some(1),
        crate::types::TypeKind::LongDouble => Some(2),
        _ => None,
    };
    let mut complex = false;
    let mut r: Option<i32> = None;
    for &i in &generic {
        let a = t.unqual_id(actual[i]);
        complex |= t.is_complex(a);
        let ar = if t.is_integer(a) { 1 } else { rank(a)? };
        r = Some(r.map_or(ar, |x| x.max(ar)));
    }
    let r = r?;
    let g = *generic.first()?;
    let i = cands
        .iter()
        .position(|p| t.is_complex(t.unqual_id(p[g])) == complex && rank(p[g]) == Some(r))?;
    Some((i, k))
}
