/* oxacc CUDA prelude: the device helpers every generated kernel module uses.
 * Compiled by NVRTC (C++17) on the GPU path and by the host C++ compiler with
 * -D__OXACC_SIM__ and the simulator's header under the emul device type. */
#define __OXACC_D __device__ __forceinline__

#ifndef __OXACC_SIM__
/* A named barrier: the first n threads (a multiple of 32) to arrive at barrier id go on. */
__OXACC_D void __oxacc_bar_sync(int id, int n) { asm volatile("bar.sync %0, %1;" ::"r"(id), "r"(n) : "memory"); }
#endif

/* offsetof for the layout asserts after each record (types.rs): NVRTC has no offsetof nor
 * __builtin_offsetof, but takes EDG's __INTADDR__ as a constant expression; g++ (the
 * simulator) has __builtin_offsetof. */
#ifdef __CUDACC_RTC__
#define __oxacc_offsetof(T, m) __INTADDR__(&((T *)0)->m)
#else
#define __oxacc_offsetof(T, m) __builtin_offsetof(T, m)
#endif

template <class A, class B> struct __oxacc_is_same { static constexpr bool value = false; };
template <class A> struct __oxacc_is_same<A, A> { static constexpr bool value = true; };

/* ---- synchronisation of the threads that run one piece of code redundantly (2.2) ------- */

/* The gang: every thread of the block. */
__OXACC_D void __oxacc_sync_gang() { __syncthreads(); }

/* B, the barriers a kernel may use, chosen by the kernel writer (kernel.rs, BarrierMode):
 * 0: the block is one worker (blockDim.y is 1), whose lanes meet at __syncthreads();
 * 1: a worker's lanes lie in one warp (blockDim.x <= 32): __syncwarp;
 * 2: anything: a named barrier per worker, its id in a register.
 * A kernel with `bar.sync %r` has all 16 of its block's barriers reserved by ptxas, so an SM
 * holds 4 of its blocks: a 256-thread row reduction ran at half occupancy and 1.6x the time
 * of CUDA's (ncu, H200, 2026-11-28). Mode 2 is the default of every helper below. */

/* The vector lanes of this worker (row threadIdx.y of the block). blockDim.x is 1, a power of
 * two up to 32 (the row lies in one warp), or a multiple of 32 (named barrier 1 + worker). */
template <int B = 2> __OXACC_D void __oxacc_sync_worker() {
    unsigned bx = blockDim.x;
    if (bx == 1) return;
    if (B == 1 || bx <= 32) {
        unsigned lane0 = (threadIdx.y * bx) & 31u;
        unsigned mask = bx == 32 ? 0xffffffffu : (((1u << bx) - 1u) << lane0);
        __syncwarp(mask);
    } else if (B == 0) {
        __syncthreads();
    } else {
        __oxacc_bar_sync(1 + (int)threadIdx.y, (int)bx);
    }
}

/* ---- long double: the host's x87 80-bit layout (16 bytes), computed in double ----------
 * The GPU has no extended precision. Values keep the host's layout (so arrays and structs
 * copied to the device are read and written in place) and are converted to double for
 * arithmetic: results are rounded to double precision. */
__OXACC_D int __oxacc_clzll(unsigned long long x);
template <class T> struct __oxacc_cx;
struct __attribute__((aligned(16))) __oxacc_ld {
    unsigned long long m;
    unsigned short se;
    unsigned short pad[3];
    __oxacc_ld() = default;
    /* The bits themselves, as a constant expression: the elements of a `static const long
     * double` table (a static object must be initialised by constants in device code). */
    struct bits {};
    constexpr __device__ __oxacc_ld(bits, unsigned long long m_, unsigned short se_) : m(m_), se(se_), pad{0, 0, 0} {}
    __device__ __oxacc_ld(double d) { set(d); }
    template <class T> __device__ __oxacc_ld(T v) { set((double)v); }
    __device__ operator double() const { return get(); }
    __device__ void set(double d) {
        unsigned long long b = (unsigned long long)__double_as_longlong(d);
        unsigned s = (unsigned)(b >> 63);
        int e = (int)((b >> 52) & 0x7ff);
        unsigned long long f = b & ((1ull << 52) - 1);
        pad[0] = pad[1] = pad[2] = 0;
        if (e == 0x7ff) {
            se = (unsigned short)((s << 15) | 0x7fff);
            m = f ? (0xc000000000000000ull | (f << 11)) : 0x8000000000000000ull;
        } else if (e == 0) {
            if (f == 0) {
                se = (unsigned short)(s << 15);
                m = 0;
            } else {
                int sh = __oxacc_clzll(f) - 11;
                m = (f << sh) << 11;
                se = (unsigned short)((s << 15) | (unsigned)(1 - sh - 1023 + 16383));
            }
        } else {
            m = (1ull << 63) | (f << 11);
            se = (unsigned short)((s << 15) | (unsigned)(e - 1023 + 16383));
        }
    }
    __device__ double get() const {
        unsigned s = se >> 15;
        int e = se & 0x7fff;
        double r;
        if (e == 0x7fff) r = (m << 1) ? __longlong_as_double(0x7ff8000000000000LL) : __longlong_as_double(0x7ff0000000000000LL);
        else if (m == 0) r = 0.0;
        else r = ldexp((double)m, e - 16383 - 63);
        return s ? -r : r;
    }
    template <class T> __device__ __oxacc_ld &operator+=(T v) { set(get() + (double)v); return *this; }
    template <class T> __device__ __oxacc_ld &operator-=(T v) { set(get() - (double)v); return *this; }
    template <class T> __device__ __oxacc_ld &operator*=(T v) { set(get() * (double)v); return *this; }
    template <class T> __device__ __oxacc_ld &operator/=(T v) { set(get() / (double)v); return *this; }
    /* `ld op= z` with a complex z (C11 6.5.16.2): computed in complex, the imaginary part
     * discarded (6.3.1.7). The templates above would cast the complex to double, which the
     * complex class cannot (a C++ compiler error, or its bool conversion). */
    template <class T> __device__ __oxacc_ld &operator+=(__oxacc_cx<T> v) { set((get() + v).re); return *this; }
    template <class T> __device__ __oxacc_ld &operator-=(__oxacc_cx<T> v) { set((get() - v).re); return *this; }
    template <class T> __device__ __oxacc_ld &operator*=(__oxacc_cx<T> v) { set((get() * v).re); return *this; }
    template <class T> __device__ __oxacc_ld &operator/=(__oxacc_cx<T> v) { set((get() / v).re); return *this; }
    __device__ __oxacc_ld &operator++() { set(get() + 1.0); return *this; }
    __device__ __oxacc_ld &operator--() { set(get() - 1.0); return *this; }
    __device__ __oxacc_ld operator++(int) { __oxacc_ld o = *this; set(get() + 1.0); return o; }
    __device__ __oxacc_ld operator--(int) { __oxacc_ld o = *this; set(get() - 1.0); return o; }
};

/* ---- _Complex float / double: two parts, the host's layout ------------------------------- */
/* Complex division as gcc's libgcc computes it (__divsc3, __divdc3, GCC 12 libgcc2.c), so a
 * kernel divides as the host program does (C11 G.5.1): the textbook (ac+bd)/(c^2+d^2) of the
 * element type overflows or underflows in c^2+d^2 for moderate magnitudes (|c| about 1e-23
 * or 1e19 in float, 1e-162 or 1e154 in double) and gave NaN+NaN*i where C's result is finite.
 * float: the textbook formula in double (its range covers every float quotient); double:
 * Smith's algorithm with libgcc's scaling. Then both recover the infinities and zeros that
 * came out as NaN+NaN*i (nonzero/zero, infinite/finite, finite/infinite). */
__OXACC_D float __oxacc_copysign(float m, float s) { return copysignf(m, s); }
__OXACC_D double __oxacc_copysign(double m, double s) { return copysign(m, s); }
template <class T> __OXACC_D void __oxacc_cdiv_recover(T a, T b, T c, T d, T &x, T &y) {
    if (!(isnan(x) && isnan(y))) return;
    const T inf = (T)__longlong_as_double(0x7ff0000000000000LL);
    if (c == (T)0 && d == (T)0 && (!isnan(a) || !isnan(b))) {
        x = __oxacc_copysign(inf, c) * a;
        y = __oxacc_copysign(inf, c) * b;
    } else if ((isinf(a) || isinf(b)) && isfinite(c) && isfinite(d)) {
        a = __oxacc_copysign(isinf(a) ? (T)1 : (T)0, a);
        b = __oxacc_copysign(isinf(b) ? (T)1 : (T)0, b);
        x = inf * (a * c + b * d);
        y = inf * (b * c - a * d);
    } else if ((isinf(c) || isinf(d)) && isfinite(a) && isfinite(b)) {
        c = __oxacc_copysign(isinf(c) ? (T)1 : (T)0, c);
        d = __oxacc_copysign(isinf(d) ? (T)1 : (T)0, d);
        x = (T)0 * (a * c + b * d);
        y = (T)0 * (b * c - a * d);
    }
}
__OXACC_D void __oxacc_cdiv(float a, float b, float c, float d, float &x, float &y) {
    double aa = a, bb = b, cc = c, dd = d;
    double den = cc * cc + dd * dd;
    x = (float)((aa * cc + bb * dd) / den);
    y = (float)((bb * cc - aa * dd) / den);
    __oxacc_cdiv_recover<float>(a, b, c, d, x, y);
}
__OXACC_D void __oxacc_cdiv(double a, double b, double c, double d, double &x, double &y) {
    const double a0 = a, b0 = b, c0 = c, d0 = d;
    const double RBIG = 0x1.fffffffffffffp+1022, RMIN = 0x1p-1022, RMIN2 = 0x1p-52;
    const double RMINSCAL = 0x1p+52, RMAX2 = 0x1.fffffffffffffp+970;
    double ratio, den;
    if (fabs(c) < fabs(d)) {
        if (fabs(d) >= RBIG) { a /= 2; b /= 2; c /= 2; d /= 2; }
        if (fabs(d) < RMIN2 || (fabs(a) < RMIN && fabs(b) < RMAX2 && fabs(d) < RMAX2) ||
            (fabs(b) < RMIN && fabs(a) < RMAX2 && fabs(d) < RMAX2)) {
            a *= RMINSCAL; b *= RMINSCAL; c *= RMINSCAL; d *= RMINSCAL;
        }
        ratio = c / d;
        den = (c * ratio) + d;
        if (fabs(ratio) > RMIN) {
            x = ((a * ratio) + b) / den;
            y = ((b * ratio) - a) / den;
        } else {
            x = ((c * (a / d)) + b) / den;
            y = ((c * (b / d)) - a) / den;
        }
    } else {
        if (fabs(c) >= RBIG) { a /= 2; b /= 2; c /= 2; d /= 2; }
        if (fabs(c) < RMIN2 || (fabs(a) < RMIN && fabs(b) < RMAX2 && fabs(c) < RMAX2) ||
            (fabs(b) < RMIN && fabs(a) < RMAX2 && fabs(c) < RMAX2)) {
            a *= RMINSCAL; b *= RMINSCAL; c *= RMINSCAL; d *= RMINSCAL;
        }
        ratio = d / c;
        den = (d * ratio) + c;
        if (fabs(ratio) > RMIN) {
            x = ((b * ratio) + a) / den;
            y = (b - (a * ratio)) / den;
        } else {
            x = (a + (d * (b / c))) / den;
            y = (b - (d * (a / c))) / den;
        }
    }
    __oxacc_cdiv_recover<double>(a0, b0, c0, d0, x, y);
}
/* Complex multiplication as gcc compiles it (C11 G.5.1): the textbook product, and when both
 * of its parts are NaN, libgcc's __mulsc3 / __muldc3 (GCC 12 libgcc2.c) recovering the
 * infinities: an infinite factor "boxed" to +-1 or +-0 parts with the other factor's NaNs
 * made zeros, or the NaNs zeroed when a partial product overflowed; the result inf times
 * the recomputed product. The textbook product alone gave (inf + inf i) * (1 + 0i) =
 * NaN + NaN i for C's inf + inf i. */
template <class T> __OXACC_D void __oxacc_cmul(T a, T b, T c, T d, T &x, T &y) {
    T ac = a * c, bd = b * d, ad = a * d, bc = b * c;
    x = ac - bd;
    y = ad + bc;
    if (!(isnan(x) && isnan(y))) return;
    bool recalc = false;
    if (isinf(a) || isinf(b)) {
        a = __oxacc_copysign(isinf(a) ? (T)1 : (T)0, a);
        b = __oxacc_copysign(isinf(b) ? (T)1 : (T)0, b);
        if (isnan(c)) c = __oxacc_copysign((T)0, c);
        if (isnan(d)) d = __oxacc_copysign((T)0, d);
        recalc = true;
    }
    if (isinf(c) || isinf(d)) {
        c = __oxacc_copysign(isinf(c) ? (T)1 : (T)0, c);
        d = __oxacc_copysign(isinf(d) ? (T)1 : (T)0, d);
        if (isnan(a)) a = __oxacc_copysign((T)0, a);
        if (isnan(b)) b = __oxacc_copysign((T)0, b);
        recalc = true;
    }
    if (!recalc && (isinf(ac) || isinf(bd) || isinf(ad) || isinf(bc))) {
        if (isnan(a)) a = __oxacc_copysign((T)0, a);
        if (isnan(b)) b = __oxacc_copysign((T)0, b);
        if (isnan(c)) c = __oxacc_copysign((T)0, c);
        if (isnan(d)) d = __oxacc_copysign((T)0, d);
        recalc = true;
    }
    if (recalc) {
        const T inf = (T)__longlong_as_double(0x7ff0000000000000LL);
        x = inf * (a * c - b * d);
        y = inf * (a * d + b * c);
    }
}
template <class T> struct __oxacc_cx {
    T re, im;
    __oxacc_cx() = default;
    constexpr __device__ __oxacc_cx(T r, T i) : re(r), im(i) {}
    template <class U> __device__ __oxacc_cx(U r) : re((T)r), im((T)0) {}
    template <class U> __device__ __oxacc_cx(const __oxacc_cx<U> &o) : re((T)o.re), im((T)o.im) {}
    friend __device__ __oxacc_cx operator+(__oxacc_cx a, __oxacc_cx b) { return __oxacc_cx(a.re + b.re, a.im + b.im); }
    friend __device__ __oxacc_cx operator-(__oxacc_cx a, __oxacc_cx b) { return __oxacc_cx(a.re - b.re, a.im - b.im); }
    friend __device__ __oxacc_cx operator*(__oxacc_cx a, __oxacc_cx b) {
        __oxacc_cx r;
        __oxacc_cmul(a.re, a.im, b.re, b.im, r.re, r.im);
        return r;
    }
    friend __device__ __oxacc_cx operator/(__oxacc_cx a, __oxacc_cx b) {
        __oxacc_cx r;
        __oxacc_cdiv(a.re, a.im, b.re, b.im, r.re, r.im);
        return r;
    }
    /* A real operand works on the parts, as C does (G.5.1: x*(u+iv) = xu + ixv, (u+iv)/x =
     * u/x + iv/x, x+(u+iv) = (x+u) + iv, x-(u+iv) = (x-u) - iv), not as the complex (x, 0):
     * that made the cross terms 0*inf = NaN and lost the sign of a zero imaginary part.
     * Exact matches for T, and standard conversions for other arithmetic types, win over
     * the complex friends' user-defined conversion. */
    friend __device__ __oxacc_cx operator+(__oxacc_cx a, T b) { return __oxacc_cx(a.re + b, a.im); }
    friend __device__ __oxacc_cx operator+(T a, __oxacc_cx b) { return __oxacc_cx(a + b.re, b.im); }
    friend __device__ __oxacc_cx operator-(__oxacc_cx a, T b) { return __oxacc_cx(a.re - b, a.im); }
    friend __device__ __oxacc_cx operator-(T a, __oxacc_cx b) { return __oxacc_cx(a - b.re, -b.im); }
    friend __device__ __oxacc_cx operator*(__oxacc_cx a, T b) { return __oxacc_cx(a.re * b, a.im * b); }
    friend __device__ __oxacc_cx operator*(T a, __oxacc_cx b) { return __oxacc_cx(a * b.re, a * b.im); }
    friend __device__ __oxacc_cx operator/(__oxacc_cx a, T b) { return __oxacc_cx(a.re / b, a.im / b); }
    friend __device__ bool operator==(__oxacc_cx a, __oxacc_cx b) { return a.re == b.re && a.im == b.im; }
    friend __device__ bool operator!=(__oxacc_cx a, __oxacc_cx b) { return !(a == b); }
    friend __device__ __oxacc_cx operator-(__oxacc_cx a) { return __oxacc_cx(-a.re, -a.im); }
    friend __device__ __oxacc_cx operator+(__oxacc_cx a) { return a; }
    friend __device__ bool operator!(__oxacc_cx a) { return a.re == (T)0 && a.im == (T)0; }
    __device__ explicit operator bool() const { return re != (T)0 || im != (T)0; }
    /* E1 op= E2 is E1 = E1 op E2 (C11 6.5.16.2): the operation in the common type of both
     * (double for a float complex and a double operand), rounded once to E1's type. */
    template <class U> __device__ __oxacc_cx &operator+=(U b) { return *this = __oxacc_cx(*this + b); }
    template <class U> __device__ __oxacc_cx &operator-=(U b) { return *this = __oxacc_cx(*this - b); }
    template <class U> __device__ __oxacc_cx &operator*=(U b) { return *this = __oxacc_cx(*this * b); }
    template <class U> __device__ __oxacc_cx &operator/=(U b) { return *this = __oxacc_cx(*this / b); }
    __device__ __oxacc_cx &operator++() { re += (T)1; return *this; }
    __device__ __oxacc_cx &operator--() { re -= (T)1; return *this; }
    __device__ __oxacc_cx operator++(int) { __oxacc_cx o = *this; re += (T)1; return o; }
    __device__ __oxacc_cx operator--(int) { __oxacc_cx o = *this; re -= (T)1; return o; }
};
/* Mixed precisions (C11 6.3.1.8: the float operand converts to the double type). Templates
 * whose parameters are all deduced, enabled for exactly (double, float) operand types: they
 * match without a conversion, so the friends of float and double (each viable through one)
 * are not ambiguous, and no conversion makes them viable for other operands. An integer or
 * float real operand converts to either friend's type. */
template <bool C, class T> struct __oxacc_enable_if {};
template <class T> struct __oxacc_enable_if<true, T> { typedef T type; };
#define __OXACC_CX_DF(A, B) (__oxacc_is_same<A, double>::value && __oxacc_is_same<B, float>::value)
#define __OXACC_CX_MIX(OP, R)                                                                      \
    template <class A, class B>                                                                    \
    __OXACC_D typename __oxacc_enable_if<__OXACC_CX_DF(A, B), R>::type operator OP(__oxacc_cx<A> a, __oxacc_cx<B> b) { \
        return a OP __oxacc_cx<double>(b);                                                         \
    }                                                                                              \
    template <class A, class B>                                                                    \
    __OXACC_D typename __oxacc_enable_if<__OXACC_CX_DF(B, A), R>::type operator OP(__oxacc_cx<A> a, __oxacc_cx<B> b) { \
        return __oxacc_cx<double>(a) OP b;                                                         \
    }                                                                                              \
    template <class A, class B>                                                                    \
    __OXACC_D typename __oxacc_enable_if<__OXACC_CX_DF(A, B), R>::type operator OP(A a, __oxacc_cx<B> b) { \
        return a OP __oxacc_cx<double>(b);                                                         \
    }                                                                                              \
    template <class A, class B>                                                                    \
    __OXACC_D typename __oxacc_enable_if<__OXACC_CX_DF(B, A), R>::type operator OP(__oxacc_cx<A> a, B b) { \
        return __oxacc_cx<double>(a) OP b;                                                         \
    }
__OXACC_CX_MIX(+, __oxacc_cx<double>)
__OXACC_CX_MIX(-, __oxacc_cx<double>)
__OXACC_CX_MIX(*, __oxacc_cx<double>)
__OXACC_CX_MIX(/, __oxacc_cx<double>)
__OXACC_CX_MIX(==, bool)
__OXACC_CX_MIX(!=, bool)
#undef __OXACC_CX_MIX
#undef __OXACC_CX_DF
/* long double _Complex: the host's layout (two 16-byte long doubles, 32 bytes aligned to 16),
 * computed as double _Complex, as long double is computed in double (the once-per-region
 * warning says so). Every operation converts its operands to the double complex (or a real
 * operand to double, keeping G.5.1's real-operand forms) and rounds the result back. */
template <class U> __OXACC_D double __oxacc_cxl_arg(U v) { return (double)v; }
template <class U> __OXACC_D __oxacc_cx<double> __oxacc_cxl_arg(__oxacc_cx<U> v) { return __oxacc_cx<double>(v); }
template <> struct __oxacc_cx<__oxacc_ld> {
    typedef __oxacc_cx<double> D;
    __oxacc_ld re, im;
    __oxacc_cx() = default;
    constexpr __device__ __oxacc_cx(__oxacc_ld r, __oxacc_ld i) : re(r), im(i) {}
    __device__ __oxacc_cx(double r, double i) : re(r), im(i) {}
    template <class U> __device__ __oxacc_cx(U r) : re((double)r), im(0.0) {}
    template <class U> __device__ __oxacc_cx(const __oxacc_cx<U> &o) : re((double)o.re), im((double)o.im) {}
    __device__ D d() const { return D((double)re, (double)im); }
#define __OXACC_CXL_OP(OP, R)                                                                      \
    friend __OXACC_D R operator OP(__oxacc_cx a, __oxacc_cx b) { return R(a.d() OP b.d()); }       \
    template <class U> friend __OXACC_D R operator OP(__oxacc_cx a, U b) { return R(a.d() OP __oxacc_cxl_arg(b)); } \
    template <class U> friend __OXACC_D R operator OP(U a, __oxacc_cx b) { return R(__oxacc_cxl_arg(a) OP b.d()); }
    __OXACC_CXL_OP(+, __oxacc_cx)
    __OXACC_CXL_OP(-, __oxacc_cx)
    __OXACC_CXL_OP(*, __oxacc_cx)
    __OXACC_CXL_OP(/, __oxacc_cx)
    __OXACC_CXL_OP(==, bool)
    __OXACC_CXL_OP(!=, bool)
#undef __OXACC_CXL_OP
    friend __OXACC_D __oxacc_cx operator-(__oxacc_cx a) { return __oxacc_cx(-a.d()); }
    friend __OXACC_D __oxacc_cx operator+(__oxacc_cx a) { return a; }
    friend __OXACC_D bool operator!(__oxacc_cx a) { return !a.d(); }
    __device__ explicit operator bool() const { return (bool)d(); }
    template <class U> __device__ __oxacc_cx &operator+=(U b) { return *this = *this + b; }
    template <class U> __device__ __oxacc_cx &operator-=(U b) { return *this = *this - b; }
    template <class U> __device__ __oxacc_cx &operator*=(U b) { return *this = *this * b; }
    template <class U> __device__ __oxacc_cx &operator/=(U b) { return *this = *this / b; }
    __device__ __oxacc_cx &operator++() { re += 1.0; return *this; }
    __device__ __oxacc_cx &operator--() { re -= 1.0; return *this; }
    __device__ __oxacc_cx operator++(int) { __oxacc_cx o = *this; re += 1.0; return o; }
    __device__ __oxacc_cx operator--(int) { __oxacc_cx o = *this; re -= 1.0; return o; }
};
__OXACC_D float crealf(__oxacc_cx<float> z) { return z.re; }
__OXACC_D float cimagf(__oxacc_cx<float> z) { return z.im; }
__OXACC_D double creal(__oxacc_cx<double> z) { return z.re; }
__OXACC_D double cimag(__oxacc_cx<double> z) { return z.im; }
__OXACC_D __oxacc_cx<float> conjf(__oxacc_cx<float> z) { return __oxacc_cx<float>(z.re, -z.im); }
__OXACC_D __oxacc_cx<double> conj(__oxacc_cx<double> z) { return __oxacc_cx<double>(z.re, -z.im); }
__OXACC_D float cabsf(__oxacc_cx<float> z) { return hypotf(z.re, z.im); }
__OXACC_D double cabs(__oxacc_cx<double> z) { return hypot(z.re, z.im); }
__OXACC_D float cargf(__oxacc_cx<float> z) { return atan2f(z.im, z.re); }
__OXACC_D double carg(__oxacc_cx<double> z) { return atan2(z.im, z.re); }
/* Constants of the complex functions below, per element type: the largest finite value, the
 * smallest normal one, the epsilon, the arguments past which exp (t) and exp(2x) (t2)
 * overflow, as glibc's templates compute them ((MAX_EXP - 1) * ln 2), and half the bits of
 * the mantissa (csqrt scales subnormal arguments by 4 to that power). */
template <class T> struct __oxacc_cxk;
template <> struct __oxacc_cxk<float> {
    static __OXACC_D float max() { return 0x1.fffffep+127f; }
    static __OXACC_D float min() { return 0x1p-126f; }
    static __OXACC_D float eps() { return 0x1p-23f; }
    static __OXACC_D float inf() { return __int_as_float(0x7f800000); }
    static __OXACC_D float nan() { return __int_as_float(0x7fc00000); }
    static const int t = 88, t2 = 44, half_mant = 12, mant = 24;
};
template <> struct __oxacc_cxk<double> {
    static __OXACC_D double max() { return 0x1.fffffffffffffp+1023; }
    static __OXACC_D double min() { return 0x1p-1022; }
    static __OXACC_D double eps() { return 0x1p-52; }
    static __OXACC_D double inf() { return __longlong_as_double(0x7ff0000000000000LL); }
    static __OXACC_D double nan() { return __longlong_as_double(0x7ff8000000000000LL); }
    static const int t = 709, t2 = 354, half_mant = 27, mant = 53;
};
/* x^2 + y^2 - 1 for 0.5 <= x < 1 as glibc's __x2y2m1 computes it: double: the exact
 * products (fma), then the five terms added smallest first with exact two-sums; float: in
 * double. */
__OXACC_D double __oxacc_x2y2m1(double x, double y) {
    double v[5];
    v[1] = x * x;
    v[0] = fma(x, x, -v[1]);
    v[3] = y * y;
    v[2] = fma(y, y, -v[3]);
    v[4] = -1.0;
    auto sort = [&](int from) {
        for (int i = from + 1; i < 5; i++)
            for (int j = i; j > from && fabs(v[j]) < fabs(v[j - 1]); j--) {
                double t = v[j]; v[j] = v[j - 1]; v[j - 1] = t;
            }
    };
    sort(0);
    for (int i = 0; i <= 3; i++) {
        double hi = v[i + 1] + v[i];
        v[i] = (v[i + 1] - hi) + v[i];
        v[i + 1] = hi;
        sort(i + 1);
    }
    return v[4] + v[3] + v[2] + v[1] + v[0];
}
__OXACC_D float __oxacc_x2y2m1(float x, float y) {
    double dx = x, dy = y;
    return (float)((dx - 1) * (dx + 1) + dy * dy);
}
/* glibc's fpclassify classes in its order: 0 NaN, 1 infinite, 2 zero, 3 finite nonzero. */
template <class T> __OXACC_D int __oxacc_fpc(T v) { return isnan(v) ? 0 : isinf(v) ? 1 : v == (T)0 ? 2 : 3; }
/* The elementary functions of <complex.h> (C11 7.3.5-7.3.9). cexp, csqrt, csinh, ccosh and
 * ctanh follow glibc's templates case by case (C11 Annex G.6: infinities, NaNs and signed
 * zeros, and scaling where exp(x) alone would overflow); csin, ccos and ctan are G.6's
 * csin(z) = -i csinh(iz), ccos(z) = ccosh(iz), ctan(z) = -i ctanh(iz) (csin with glibc's
 * sign where G.6 leaves it unspecified), catanh glibc's and catan(z) = -i catanh(iz); clog,
 * casinh, casin, cacos and cacosh are glibc's (special values and its careful formulas), and
 * cpow glibc's cexp(w clog(z)). S: the suffix of the float versions, T: the element type. */
#define __OXACC_CX_FNS(S, T)                                                                       \
    __OXACC_D void __oxacc_sincos##S(T y, T &s, T &c) {                                            \
        if (fabs##S(y) > __oxacc_cxk<T>::min()) { s = sin##S(y); c = cos##S(y); }                  \
        else { s = y; c = (T)1; }                                                                  \
    }                                                                                              \
    __OXACC_D __oxacc_cx<T> cexp##S(__oxacc_cx<T> z) {                                             \
        typedef __oxacc_cxk<T> K;                                                                  \
        T x = z.re, y = z.im, s, c;                                                                \
        if (isfinite(x)) {                                                                         \
            if (!isfinite(y)) return __oxacc_cx<T>(K::nan(), K::nan());                            \
            __oxacc_sincos##S(y, s, c);                                                            \
            if (x > (T)K::t) {                                                                     \
                T et = exp##S((T)K::t);                                                            \
                x -= (T)K::t; s *= et; c *= et;                                                    \
                if (x > (T)K::t) { x -= (T)K::t; s *= et; c *= et; }                               \
            }                                                                                      \
            if (x > (T)K::t) return __oxacc_cx<T>(K::max() * c, K::max() * s);                     \
            T e = exp##S(x);                                                                       \
            return __oxacc_cx<T>(e * c, e * s);                                                    \
        }                                                                                          \
        if (isinf(x)) {                                                                            \
            bool neg = copysign##S((T)1, x) < (T)0;                                                \
            if (isfinite(y)) {                                                                     \
                T v = neg ? (T)0 : K::inf();                                                       \
                if (y == (T)0) return __oxacc_cx<T>(v, y);                                         \
                __oxacc_sincos##S(y, s, c);                                                        \
                return __oxacc_cx<T>(copysign##S(v, c), copysign##S(v, s));                        \
            }                                                                                      \
            if (!neg) return __oxacc_cx<T>(K::inf(), y - y);                                       \
            return __oxacc_cx<T>((T)0, copysign##S((T)0, y));                                      \
        }                                                                                          \
        return __oxacc_cx<T>(K::nan(), y == (T)0 ? y : K::nan());                                  \
    }                                                                                              \
    /* glibc's s_clog_template.c: log1p of |z|^2 - 1 computed without cancellation where |z|   \
     * is near 1 (log(hypot) lost it all: clog(1 + 1e-8 i) had a zero real part for 5e-17), \
     * and scaling at the ends of the range.                                                 */ \
    __OXACC_D __oxacc_cx<T> clog##S(__oxacc_cx<T> z) {                                             \
        typedef __oxacc_cxk<T> K;                                                                  \
        int rc = __oxacc_fpc(z.re), ic = __oxacc_fpc(z.im);                                        \
        if (rc == 2 && ic == 2)                                                                    \
            return __oxacc_cx<T>(-(T)1 / fabs##S(z.re),                                            \
                                 copysign##S(signbit(z.re) ? (T)3.14159265358979323846 : (T)0, z.im)); \
        if (rc == 0 || ic == 0)                                                                    \
            return __oxacc_cx<T>(rc == 1 || ic == 1 ? K::inf() : K::nan(), K::nan());              \
        T ax = fabs##S(z.re), ay = fabs##S(z.im), re;                                              \
        int scale = 0;                                                                             \
        if (ax < ay) { T t = ax; ax = ay; ay = t; }                                                \
        if (ax > K::max() / (T)2) {                                                                \
            scale = -1;                                                                            \
            ax = scalbn##S(ax, scale);                                                             \
            ay = ay >= K::min() * (T)2 ? scalbn##S(ay, scale) : (T)0;                              \
        } else if (ax < K::min() && ay < K::min()) {                                               \
            scale = K::mant;                                                                       \
            ax = scalbn##S(ax, scale);                                                             \
            ay = scalbn##S(ay, scale);                                                             \
        }                                                                                          \
        if (ax == (T)1 && scale == 0) {                                                            \
            re = log1p##S(ay * ay) / (T)2;                                                         \
        } else if (ax > (T)1 && ax < (T)2 && ay < (T)1 && scale == 0) {                            \
            T d2m1 = (ax - (T)1) * (ax + (T)1);                                                    \
            if (ay >= K::eps()) d2m1 += ay * ay;                                                   \
            re = log1p##S(d2m1) / (T)2;                                                            \
        } else if (ax < (T)1 && ax >= (T)0.5 && ay < K::eps() / (T)2 && scale == 0) {              \
            re = log1p##S((ax - (T)1) * (ax + (T)1)) / (T)2;                                       \
        } else if (ax < (T)1 && ax >= (T)0.5 && scale == 0 && ax * ax + ay * ay >= (T)0.5) {       \
            re = log1p##S(__oxacc_x2y2m1(ax, ay)) / (T)2;                                          \
        } else {                                                                                   \
            re = log##S(hypot##S(ax, ay)) - (T)scale * (T)0.69314718055994530942;                  \
        }                                                                                          \
        return __oxacc_cx<T>(re, atan2##S(z.im, z.re));                                            \
    }                                                                                              \
    __OXACC_D __oxacc_cx<T> csqrt##S(__oxacc_cx<T> z) {                                            \
        typedef __oxacc_cxk<T> K;                                                                  \
        T x = z.re, y = z.im;                                                                      \
        if (!isfinite(x) || !isfinite(y)) {                                                        \
            if (isinf(y)) return __oxacc_cx<T>(K::inf(), y);                                       \
            if (isinf(x)) {                                                                        \
                if (x < (T)0) return __oxacc_cx<T>(isnan(y) ? K::nan() : (T)0, copysign##S(K::inf(), y)); \
                return __oxacc_cx<T>(x, isnan(y) ? K::nan() : copysign##S((T)0, y));               \
            }                                                                                      \
            return __oxacc_cx<T>(K::nan(), K::nan());                                              \
        }                                                                                          \
        if (y == (T)0) {                                                                           \
            if (x < (T)0) return __oxacc_cx<T>((T)0, copysign##S(sqrt##S(-x), y));                 \
            return __oxacc_cx<T>(fabs##S(sqrt##S(x)), copysign##S((T)0, y));                       \
        }                                                                                          \
        if (x == (T)0) {                                                                           \
            T r = fabs##S(y) >= (T)2 * K::min() ? sqrt##S((T)0.5 * fabs##S(y))                     \
                                                 : (T)0.5 * sqrt##S((T)2 * fabs##S(y));            \
            return __oxacc_cx<T>(r, copysign##S(r, y));                                            \
        }                                                                                          \
        /* Scaled by 4^k so that hypot and d + |x| neither overflow nor lose subnormal bits. */   \
        int k = 0;                                                                                 \
        if (fabs##S(x) > K::max() / (T)4 || fabs##S(y) > K::max() / (T)4) {                        \
            k = 1; x = scalbn##S(x, -2); y = scalbn##S(y, -2);                                     \
        } else if (fabs##S(x) < (T)4 * K::min() && fabs##S(y) < (T)4 * K::min()) {                \
            k = -__oxacc_cxk<T>::half_mant; x = scalbn##S(x, -2 * k); y = scalbn##S(y, -2 * k); \
        }                                                                                          \
        T d = hypot##S(x, y), r, s;                                                                \
        if (x > (T)0) {                                                                            \
            r = sqrt##S((T)0.5 * (d + x));                                                         \
            s = (T)0.5 * (y / r);                                                                  \
        } else {                                                                                   \
            s = sqrt##S((T)0.5 * (d - x));                                                         \
            r = fabs##S((T)0.5 * (y / s));                                                         \
        }                                                                                          \
        if (k) { r = scalbn##S(r, k); s = scalbn##S(s, k); }                                       \
        return __oxacc_cx<T>(r, copysign##S(s, y));                                                \
    }                                                                                              \
    __OXACC_D __oxacc_cx<T> cpow##S(__oxacc_cx<T> z, __oxacc_cx<T> w) {                            \
        return cexp##S(w * clog##S(z)); /* glibc's s_cpow_template.c, zero included */          \
    }                                                                                              \
    /* sinh and cosh of a finite x + iy past exp's range: e^|x| / 2 in two steps. */              \
    __OXACC_D __oxacc_cx<T> __oxacc_csch_big##S(T rx, T s, T c) {                                  \
        typedef __oxacc_cxk<T> K;                                                                  \
        T et = exp##S((T)K::t);                                                                    \
        rx -= (T)K::t; s *= et / (T)2; c *= et / (T)2;                                             \
        if (rx > (T)K::t) { rx -= (T)K::t; s *= et; c *= et; }                                     \
        if (rx > (T)K::t) return __oxacc_cx<T>(K::max() * c, K::max() * s);                        \
        T ev = exp##S(rx);                                                                         \
        return __oxacc_cx<T>(ev * c, ev * s);                                                      \
    }                                                                                              \
    __OXACC_D __oxacc_cx<T> csinh##S(__oxacc_cx<T> z) {                                            \
        typedef __oxacc_cxk<T> K;                                                                  \
        bool neg = copysign##S((T)1, z.re) < (T)0;                                                 \
        T x = fabs##S(z.re), y = z.im, s, c;                                                       \
        if (isfinite(x)) {                                                                         \
            if (isfinite(y)) {                                                                     \
                __oxacc_sincos##S(y, s, c);                                                        \
                if (neg) c = -c;                                                                   \
                if (x > (T)K::t) return __oxacc_csch_big##S(x, s, c);                              \
                return __oxacc_cx<T>(sinh##S(x) * c, cosh##S(x) * s);                              \
            }                                                                                      \
            if (x == (T)0) return __oxacc_cx<T>(neg ? (T)-0.0 : (T)0, y - y);                      \
            return __oxacc_cx<T>(K::nan(), K::nan());                                              \
        }                                                                                          \
        if (isinf(x)) {                                                                            \
            if (isfinite(y) && y != (T)0) {                                                        \
                __oxacc_sincos##S(y, s, c);                                                        \
                T re = copysign##S(K::inf(), c);                                                   \
                return __oxacc_cx<T>(neg ? -re : re, copysign##S(K::inf(), s));                    \
            }                                                                                      \
            if (y == (T)0) return __oxacc_cx<T>(neg ? -K::inf() : K::inf(), y);                    \
            return __oxacc_cx<T>(K::inf(), y - y);                                                 \
        }                                                                                          \
        return __oxacc_cx<T>(K::nan(), y == (T)0 ? y : K::nan());                                  \
    }                                                                                              \
    __OXACC_D __oxacc_cx<T> ccosh##S(__oxacc_cx<T> z) {                                            \
        typedef __oxacc_cxk<T> K;                                                                  \
        T x = z.re, y = z.im, s, c;                                                                \
        if (isfinite(x)) {                                                                         \
            if (isfinite(y)) {                                                                     \
                __oxacc_sincos##S(y, s, c);                                                        \
                if (fabs##S(x) > (T)K::t) {                                                        \
                    if (copysign##S((T)1, x) < (T)0) s = -s;                                       \
                    return __oxacc_csch_big##S(fabs##S(x), s, c);                                  \
                }                                                                                  \
                return __oxacc_cx<T>(cosh##S(x) * c, sinh##S(x) * s);                              \
            }                                                                                      \
            return __oxacc_cx<T>(y - y, x == (T)0 ? (T)0 : K::nan());                              \
        }                                                                                          \
        if (isinf(x)) {                                                                            \
            T sx = copysign##S((T)1, x);                                                           \
            if (isfinite(y) && y != (T)0) {                                                        \
                __oxacc_sincos##S(y, s, c);                                                        \
                return __oxacc_cx<T>(copysign##S(K::inf(), c), copysign##S(K::inf(), s) * sx);     \
            }                                                                                      \
            if (y == (T)0) return __oxacc_cx<T>(K::inf(), y * sx);                                 \
            return __oxacc_cx<T>(K::inf(), y - y);                                                 \
        }                                                                                          \
        return __oxacc_cx<T>(K::nan(), y == (T)0 ? y : K::nan());                                  \
    }                                                                                              \
    __OXACC_D __oxacc_cx<T> ctanh##S(__oxacc_cx<T> z) {                                            \
        typedef __oxacc_cxk<T> K;                                                                  \
        T x = z.re, y = z.im, s, c;                                                                \
        if (!isfinite(x) || !isfinite(y)) {                                                        \
            if (isinf(x)) {                                                                        \
                T im = copysign##S((T)0, y);                                                       \
                if (isfinite(y) && fabs##S(y) > (T)1) {                                            \
                    s = sin##S(y); c = cos##S(y);                                                  \
                    im = copysign##S((T)0, s * c);                                                 \
                }                                                                                  \
                return __oxacc_cx<T>(copysign##S((T)1, x), im);                                    \
            }                                                                                      \
            if (y == (T)0) return z;                                                               \
            return __oxacc_cx<T>(x == (T)0 ? x : K::nan(), K::nan());                              \
        }                                                                                          \
        __oxacc_sincos##S(y, s, c);                                                                \
        if (fabs##S(x) > (T)K::t2) {                                                               \
            T e2t = exp##S((T)(2 * K::t2));                                                        \
            T im = (T)4 * s * c, ax = fabs##S(x) - (T)K::t2;                                       \
            im /= e2t;                                                                             \
            if (ax > (T)K::t2) im /= e2t;                                                          \
            else im /= exp##S((T)2 * ax);                                                          \
            return __oxacc_cx<T>(copysign##S((T)1, x), im);                                        \
        }                                                                                          \
        T sh, ch;                                                                                  \
        if (fabs##S(x) > K::min()) { sh = sinh##S(x); ch = cosh##S(x); }                           \
        else { sh = x; ch = (T)1; }                                                                \
        T den = fabs##S(sh) > fabs##S(c) * K::eps() ? sh * sh + c * c : c * c;                     \
        return __oxacc_cx<T>(sh * ch / den, s * c / den);                                          \
    }                                                                                              \
    __OXACC_D __oxacc_cx<T> csin##S(__oxacc_cx<T> z) {                                             \
        /* glibc: an infinite imaginary part with a real part that is not finite gives +inf   */ \
        /* (G.6 leaves the sign unspecified).                                                   */ \
        if (isinf(z.im) && !isfinite(z.re)) return __oxacc_cx<T>(z.re - z.re, __oxacc_cxk<T>::inf()); \
        __oxacc_cx<T> w = csinh##S(__oxacc_cx<T>(-z.im, z.re));                                    \
        return __oxacc_cx<T>(w.im, -w.re);                                                         \
    }                                                                                              \
    __OXACC_D __oxacc_cx<T> ccos##S(__oxacc_cx<T> z) {                                             \
        return ccosh##S(__oxacc_cx<T>(-z.im, z.re));                                               \
    }                                                                                              \
    __OXACC_D __oxacc_cx<T> ctan##S(__oxacc_cx<T> z) {                                             \
        __oxacc_cx<T> w = ctanh##S(__oxacc_cx<T>(-z.im, z.re));                                    \
        return __oxacc_cx<T>(w.im, -w.re);                                                         \
    }                                                                                              \
    /* glibc's __kernel_casinh (k_casinh_template.c): asinh of x, or with adj the acos of  \
     * i x as cacos and cacosh need it, accurate near the branch points by cases of the    \
     * first quadrant's |re| and |im| (log1p where the result is small, square roots of    \
     * exact differences near |im| = 1), the signs restored at the end. x finite, nonzero. */ \
    __OXACC_D __oxacc_cx<T> __oxacc_kcasinh##S(__oxacc_cx<T> x, bool adj) {                        \
        const T eps = __oxacc_cxk<T>::eps(), one = (T)1, two = (T)2;                               \
        T rx = fabs##S(x.re), ix = fabs##S(x.im), re, im;                                          \
        if (rx >= one / eps || ix >= one / eps) {                                                  \
            /* x + sqrt(1 + x^2) is 2x to working precision: log(2x), no overflow. */            \
            __oxacc_cx<T> y(rx, ix);                                                               \
            if (adj) { y.re = copysign##S(ix, x.im); y.im = rx; }                                  \
            __oxacc_cx<T> r = clog##S(y);                                                          \
            re = r.re + (T)0.69314718055994530942; im = r.im;                                      \
        } else if (rx >= (T)0.5 && ix < eps / (T)8) {                                              \
            T s = hypot##S(one, rx);                                                               \
            re = log##S(rx + s);                                                                   \
            im = adj ? atan2##S(s, x.im) : atan2##S(ix, s);                                        \
        } else if (rx < eps / (T)8 && ix >= (T)1.5) {                                              \
            T s = sqrt##S((ix + one) * (ix - one));                                                \
            re = log##S(ix + s);                                                                   \
            im = adj ? atan2##S(rx, copysign##S(s, x.im)) : atan2##S(s, rx);                       \
        } else if (ix > one && ix < (T)1.5 && rx < (T)0.5) {                                       \
            T ix2m1 = (ix + one) * (ix - one);                                                     \
            if (rx < eps * eps) {                                                                  \
                T s = sqrt##S(ix2m1);                                                              \
                re = log1p##S(two * (ix2m1 + ix * s)) / two;                                       \
                im = adj ? atan2##S(rx, copysign##S(s, x.im)) : atan2##S(s, rx);                   \
            } else {                                                                               \
                T rx2 = rx * rx, f = rx2 * (two + rx2 + two * ix * ix);                            \
                T d = sqrt##S(ix2m1 * ix2m1 + f), dp = d + ix2m1, dm = f / dp;                     \
                T r1 = sqrt##S((dm + rx2) / two), r2 = rx * ix / r1;                               \
                re = log1p##S(rx2 + dp + two * (rx * r1 + ix * r2)) / two;                         \
                im = adj ? atan2##S(rx + r1, copysign##S(ix + r2, x.im)) : atan2##S(ix + r2, rx + r1); \
            }                                                                                      \
        } else if (ix == one && rx < (T)0.5) {                                                     \
            if (rx < eps / (T)8) {                                                                 \
                re = log1p##S(two * (rx + sqrt##S(rx))) / two;                                     \
                im = adj ? atan2##S(sqrt##S(rx), copysign##S(one, x.im)) : atan2##S(one, sqrt##S(rx)); \
            } else {                                                                               \
                T d = rx * sqrt##S((T)4 + rx * rx);                                                \
                T s1 = sqrt##S((d + rx * rx) / two), s2 = sqrt##S((d - rx * rx) / two);            \
                re = log1p##S(rx * rx + d + two * (rx * s1 + s2)) / two;                           \
                im = adj ? atan2##S(rx + s1, copysign##S(one + s2, x.im)) : atan2##S(one + s2, rx + s1); \
            }                                                                                      \
        } else if (ix < one && rx < (T)0.5) {                                                      \
            if (ix >= eps) {                                                                       \
                T onemix2 = (one + ix) * (one - ix);                                               \
                if (rx < eps * eps) {                                                              \
                    T s = sqrt##S(onemix2);                                                        \
                    re = log1p##S(two * rx / s) / two;                                             \
                    im = adj ? atan2##S(s, x.im) : atan2##S(ix, s);                                \
                } else {                                                                           \
                    T rx2 = rx * rx, f = rx2 * (two + rx2 + two * ix * ix);                        \
                    T d = sqrt##S(onemix2 * onemix2 + f), dp = d + onemix2, dm = f / dp;           \
                    T r1 = sqrt##S((dp + rx2) / two), r2 = rx * ix / r1;                           \
                    re = log1p##S(rx2 + dm + two * (rx * r1 + ix * r2)) / two;                     \
                    im = adj ? atan2##S(rx + r1, copysign##S(ix + r2, x.im)) : atan2##S(ix + r2, rx + r1); \
                }                                                                                  \
            } else {                                                                               \
                T s = hypot##S(one, rx);                                                           \
                re = log1p##S(two * rx * (rx + s)) / two;                                          \
                im = adj ? atan2##S(s, x.im) : atan2##S(ix, s);                                    \
            }                                                                                      \
        } else {                                                                                   \
            __oxacc_cx<T> y = csqrt##S(__oxacc_cx<T>((rx - ix) * (rx + ix) + one, two * rx * ix)); \
            y.re += rx; y.im += ix;                                                                \
            if (adj) { T t = y.re; y.re = copysign##S(y.im, x.im); y.im = t; }                     \
            __oxacc_cx<T> r = clog##S(y);                                                          \
            re = r.re; im = r.im;                                                                  \
        }                                                                                          \
        return __oxacc_cx<T>(copysign##S(re, x.re), copysign##S(im, adj ? one : x.im));            \
    }                                                                                              \
    /* casinh, casin, cacos and cacosh as glibc's templates give them: the special values of  \
     * G.6.2.2 (casinh) and G.6.2.1 (cacosh), G.6.1.1 (cacos), casin z = -i casinh(iz) (G.6),  \
     * the kernel above for the rest. NaNs are built, not negated (PTX's neg of a NaN leaves   \
     * its sign unspecified).                                                                 */ \
    __OXACC_D __oxacc_cx<T> casinh##S(__oxacc_cx<T> x) {                                           \
        typedef __oxacc_cxk<T> K;                                                                  \
        int rc = __oxacc_fpc(x.re), ic = __oxacc_fpc(x.im);                                        \
        if (rc <= 1 || ic <= 1) {                                                                  \
            if (ic == 1)                                                                           \
                return __oxacc_cx<T>(copysign##S(K::inf(), x.re),                                  \
                                     rc == 0 ? K::nan()                                            \
                                             : copysign##S(rc >= 2 ? (T)1.57079632679489661923     \
                                                                   : (T)0.78539816339744830962, x.im)); \
            if (rc <= 1)                                                                           \
                return __oxacc_cx<T>(x.re, (rc == 1 && ic >= 2) || (rc == 0 && ic == 2)            \
                                               ? copysign##S((T)0, x.im) : K::nan());              \
            return __oxacc_cx<T>(K::nan(), K::nan());                                              \
        }                                                                                          \
        if (rc == 2 && ic == 2) return x;                                                          \
        return __oxacc_kcasinh##S(x, false);                                                       \
    }                                                                                              \
    __OXACC_D __oxacc_cx<T> casin##S(__oxacc_cx<T> x) {                                            \
        typedef __oxacc_cxk<T> K;                                                                  \
        if (isnan(x.re) || isnan(x.im)) {                                                          \
            if (x.re == (T)0) return x;                                                            \
            if (isinf(x.re) || isinf(x.im)) return __oxacc_cx<T>(K::nan(), copysign##S(K::inf(), x.im)); \
            return __oxacc_cx<T>(K::nan(), K::nan());                                              \
        }                                                                                          \
        __oxacc_cx<T> y = casinh##S(__oxacc_cx<T>(-x.im, x.re));                                   \
        return __oxacc_cx<T>(y.im, -y.re);                                                         \
    }                                                                                              \
    __OXACC_D __oxacc_cx<T> cacos##S(__oxacc_cx<T> x) {                                            \
        int rc = __oxacc_fpc(x.re), ic = __oxacc_fpc(x.im);                                        \
        if (rc <= 1 || ic <= 1 || (rc == 2 && ic == 2)) {                                          \
            __oxacc_cx<T> y = casin##S(x);                                                         \
            T re = (T)1.57079632679489661923 - y.re;                                               \
            if (re == (T)0) re = (T)0;                                                             \
            return __oxacc_cx<T>(re, isnan(y.im) ? y.im : -y.im);                                  \
        }                                                                                          \
        __oxacc_cx<T> y = __oxacc_kcasinh##S(__oxacc_cx<T>(-x.im, x.re), true);                    \
        return __oxacc_cx<T>(y.im, y.re);                                                          \
    }                                                                                              \
    __OXACC_D __oxacc_cx<T> cacosh##S(__oxacc_cx<T> x) {                                           \
        typedef __oxacc_cxk<T> K;                                                                  \
        const T pi = (T)3.14159265358979323846, pi2 = (T)1.57079632679489661923, pi4 = (T)0.78539816339744830962; \
        int rc = __oxacc_fpc(x.re), ic = __oxacc_fpc(x.im);                                        \
        if (rc <= 1 || ic <= 1) {                                                                  \
            if (ic == 1)                                                                           \
                return __oxacc_cx<T>(K::inf(), rc == 0 ? K::nan()                                  \
                                                       : copysign##S(rc == 1 ? (x.re < (T)0 ? pi - pi4 : pi4) : pi2, x.im)); \
            if (rc == 1)                                                                           \
                return __oxacc_cx<T>(K::inf(), ic >= 2 ? copysign##S(signbit(x.re) ? pi : (T)0, x.im) : K::nan()); \
            return __oxacc_cx<T>(K::nan(), rc == 2 ? pi2 : K::nan());                              \
        }                                                                                          \
        if (rc == 2 && ic == 2) return __oxacc_cx<T>((T)0, copysign##S(pi2, x.im));                \
        __oxacc_cx<T> y = __oxacc_kcasinh##S(__oxacc_cx<T>(-x.im, x.re), true);                    \
        if (signbit(x.im)) return __oxacc_cx<T>(y.re, -y.im);                                      \
        return __oxacc_cx<T>(-y.re, y.im);                                                         \
    }                                                                                              \
    /* catanh as glibc's template computes it (special values of G.6.2.3, the branch cuts'         \
     * sides from the signed zeros through atan2); catan z = -i catanh(iz) (G.6).            */    \
    __OXACC_D __oxacc_cx<T> catanh##S(__oxacc_cx<T> z) {                                           \
        typedef __oxacc_cxk<T> K;                                                                  \
        const T pi2 = (T)1.57079632679489661923;                                                   \
        T x = z.re, y = z.im;                                                                      \
        if (!isfinite(x) || !isfinite(y)) {                                                        \
            if (isinf(y)) return __oxacc_cx<T>(copysign##S((T)0, x), copysign##S(pi2, y));         \
            if (isinf(x) || x == (T)0)                                                             \
                return __oxacc_cx<T>(copysign##S((T)0, x), isnan(y) ? K::nan() : copysign##S(pi2, y));\
            return __oxacc_cx<T>(K::nan(), K::nan());                                              \
        }                                                                                          \
        if (x == (T)0 && y == (T)0) return z;                                                      \
        T re, ax = fabs##S(x), ay = fabs##S(y);                                                    \
        if (ax >= (T)16 / K::eps() || ay >= (T)16 / K::eps()) {                                    \
            T im = copysign##S(pi2, y);                                                            \
            if (ay <= (T)1) re = (T)1 / x;                                                         \
            else if (ax <= (T)1) re = x / y / y;                                                   \
            else { T h = hypot##S(x / (T)2, y / (T)2); re = x / h / h / (T)4; }                    \
            return __oxacc_cx<T>(re, im);                                                          \
        }                                                                                          \
        if (ax == (T)1 && ay < K::eps() * K::eps()) {                                              \
            re = copysign##S((T)0.5, x) * ((T)0.69314718055994530942 - log##S(ay));                \
        } else {                                                                                   \
            T i2 = y * y, num = (T)1 + x, den = (T)1 - x;                                          \
            num = i2 + num * num;                                                                  \
            den = i2 + den * den;                                                                  \
            T f = num / den;                                                                       \
            re = f < (T)0.5 ? (T)0.25 * log##S(f) : (T)0.25 * log1p##S((T)4 * x / den);            \
        }                                                                                          \
        T a = ax, b = ay, den;                                                                     \
        if (a < b) { T t = a; a = b; b = t; }                                                      \
        if (b < K::eps() / (T)2) { den = ((T)1 - a) * ((T)1 + a); if (den == (T)0) den = (T)0; }   \
        else den = ((T)1 - a) * ((T)1 + a) - b * b;                                                \
        return __oxacc_cx<T>(re, (T)0.5 * atan2##S((T)2 * y, den));                                \
    }                                                                                              \
    /* catan's special values as glibc's own template gives them, not through catanh: that     \
     * would negate a NaN, whose sign PTX's neg leaves unspecified (the H200 kept it, giving   \
     * catan(inf+nan i) = pi/2-0i for glibc's pi/2+0i).                                    */  \
    __OXACC_D __oxacc_cx<T> catan##S(__oxacc_cx<T> z) {                                            \
        typedef __oxacc_cxk<T> K;                                                                  \
        const T pi2 = (T)1.57079632679489661923;                                                   \
        T x = z.re, y = z.im;                                                                      \
        if (!isfinite(x) || !isfinite(y)) {                                                        \
            if (isinf(x)) return __oxacc_cx<T>(copysign##S(pi2, x), copysign##S((T)0, y));         \
            if (isinf(y))                                                                          \
                return __oxacc_cx<T>(isnan(x) ? K::nan() : copysign##S(pi2, x), copysign##S((T)0, y));\
            if (y == (T)0) return __oxacc_cx<T>(K::nan(), copysign##S((T)0, y));                   \
            return __oxacc_cx<T>(K::nan(), K::nan());                                              \
        }                                                                                          \
        __oxacc_cx<T> w = catanh##S(__oxacc_cx<T>(-y, x));                                         \
        return __oxacc_cx<T>(w.im, -w.re);                                                         \
    }                                                                                              \
    __OXACC_D __oxacc_cx<T> cproj##S(__oxacc_cx<T> z) {                                            \
        if (isinf(z.re) || isinf(z.im)) return __oxacc_cx<T>((T)__longlong_as_double(0x7ff0000000000000LL), copysign##S((T)0, z.im)); \
        return z;                                                                                  \
    }
__OXACC_CX_FNS(f, float)
__OXACC_CX_FNS(, double)
#undef __OXACC_CX_FNS
/* <complex.h>'s long double functions: the double ones, on the double complex value. */
typedef __oxacc_cx<__oxacc_ld> __oxacc_cxl;
__OXACC_D __oxacc_ld creall(__oxacc_cxl z) { return z.re; }
__OXACC_D __oxacc_ld cimagl(__oxacc_cxl z) { return z.im; }
__OXACC_D __oxacc_cxl conjl(__oxacc_cxl z) { return __oxacc_cxl(z.re, __oxacc_ld(-(double)z.im)); }
/* GNU C's `~z` on a complex operand: its conjugate (gcc manual, "Complex Numbers"). */
__OXACC_D __oxacc_cx<float> __oxacc_cx_conj(__oxacc_cx<float> z) { return conjf(z); }
__OXACC_D __oxacc_cx<double> __oxacc_cx_conj(__oxacc_cx<double> z) { return conj(z); }
__OXACC_D __oxacc_cxl __oxacc_cx_conj(__oxacc_cxl z) { return conjl(z); }
__OXACC_D __oxacc_ld cabsl(__oxacc_cxl z) { return cabs(z.d()); }
__OXACC_D __oxacc_ld cargl(__oxacc_cxl z) { return carg(z.d()); }
__OXACC_D __oxacc_cxl cpowl(__oxacc_cxl z, __oxacc_cxl w) { return __oxacc_cxl(cpow(z.d(), w.d())); }
#define __OXACC_CXL_FN(F) __OXACC_D __oxacc_cxl F##l(__oxacc_cxl z) { return __oxacc_cxl(F(z.d())); }
__OXACC_CXL_FN(cexp) __OXACC_CXL_FN(clog) __OXACC_CXL_FN(csqrt) __OXACC_CXL_FN(csin)
__OXACC_CXL_FN(ccos) __OXACC_CXL_FN(ctan) __OXACC_CXL_FN(csinh) __OXACC_CXL_FN(ccosh)
__OXACC_CXL_FN(ctanh) __OXACC_CXL_FN(casin) __OXACC_CXL_FN(cacos) __OXACC_CXL_FN(catan)
__OXACC_CXL_FN(casinh) __OXACC_CXL_FN(cacosh) __OXACC_CXL_FN(catanh) __OXACC_CXL_FN(cproj)
#undef __OXACC_CXL_FN

/* A volatile struct or union read or assigned whole (C11 6.3.2.1p2, 6.5.16.1): C++'s implicit
 * copy constructor and assignment take `const T &`, which a volatile object cannot bind to, so
 * the bytes are copied through volatile lvalues (each byte read or written once). */
template <class T> __OXACC_D T __oxacc_vread(const volatile T &v) {
    T t{};
    const volatile unsigned char *s = (const volatile unsigned char *)&v;
    unsigned char *d = (unsigned char *)&t;
    for (unsigned long k = 0; k < sizeof(T); k++) d[k] = s[k];
    return t;
}
template <class T> __OXACC_D T __oxacc_vwrite(volatile T &v, const T &x) {
    const unsigned char *s = (const unsigned char *)&x;
    volatile unsigned char *d = (volatile unsigned char *)&v;
    for (unsigned long k = 0; k < sizeof(T); k++) d[k] = s[k];
    return x;
}

/* GNU C's arithmetic on a void pointer P (sizeof(void) is 1): += / -= / ++ / -- step it by
 * bytes (C++ has no void pointer arithmetic; the writer prints + and - on char pointers). */
template <class P> __OXACC_D P &__oxacc_vp_add(P &p, long long n) { p = (P)((char *)p + n); return p; }
template <class P> __OXACC_D P __oxacc_vp_postadd(P &p, long long n) {
    P o = p;
    p = (P)((char *)p + n);
    return o;
}

template <class T> struct __oxacc_is_scalar { static constexpr bool value = true; };
template <> struct __oxacc_is_scalar<__oxacc_ld> { static constexpr bool value = false; };
template <class T> struct __oxacc_is_scalar<__oxacc_cx<T>> { static constexpr bool value = false; };

/* E1 op= E2 with a real E1 and a complex E2 (C11 6.5.16.2): E1 = E1 op E2, the complex result
 * converted to E1's type (6.3.1.7: the imaginary part is discarded; 6.3.1.2: a _Bool is
 * whether either part is nonzero). C++ has no such operator for an arithmetic E1. */
template <class L> struct __oxacc_cx_to {
    template <class T> __OXACC_D static L of(__oxacc_cx<T> v) { return (L)v.re; }
};
template <> struct __oxacc_cx_to<bool> {
    template <class T> __OXACC_D static bool of(__oxacc_cx<T> v) { return (bool)v; }
};
#define __OXACC_CX_REAL_ASSIGN(OP)                                                                 \
    template <class L, class T>                                                                    \
    __OXACC_D typename __oxacc_enable_if<__oxacc_is_scalar<L>::value, L &>::type operator OP##=(L &l, __oxacc_cx<T> c) { \
        return l = __oxacc_cx_to<L>::of(l OP c);                                                   \
    }
__OXACC_CX_REAL_ASSIGN(+)
__OXACC_CX_REAL_ASSIGN(-)
__OXACC_CX_REAL_ASSIGN(*)
__OXACC_CX_REAL_ASSIGN(/)
#undef __OXACC_CX_REAL_ASSIGN

/* ---- division by a collapsed loop's trip count ------------------------------------------- */

/* x / d for x < 2^31 by a multiply and a shift (Granlund and Montgomery, PLDI 1994, 4.2): with
 * l = ceil(log2 d) and m = ceil(2^(31+l) / d), which is below 2^32, floor(x / d) is
 * (x * m) >> (31 + l). A gang-partitioned collapsed nest splits its linear index with one
 * division per inner loop in every iteration; a 32-bit division by a run-time value is a
 * sequence of about 20 instructions, this is a wide multiply and a shift. The constants are
 * computed once per thread (d = 0: the nest has no iteration, any value will do). */
struct __oxacc_div31 { unsigned m, s; };
__OXACC_D __oxacc_div31 __oxacc_div31_of(unsigned d) {
    __oxacc_div31 f;
    unsigned l = 0;
    while (l < 32u && (1ull << l) < (unsigned long long)d) l++;
    f.s = 31u + l;
    f.m = d ? (unsigned)(((1ull << f.s) + d - 1ull) / d) : 0u;
    return f;
}
__OXACC_D unsigned __oxacc_div31_q(unsigned x, __oxacc_div31 f) {
    return (unsigned)(((unsigned long long)x * f.m) >> f.s);
}
/* The register form of an element sum in a sequential loop (kernel/accum.rs): whether the
 * bytes of element *c lie outside the bytes an access reaches over the loop, its addresses at
 * the loop's first and last iteration being a and b (its subscripts are affine in the loop
 * variable). Compared as integers: the pointers may be to unrelated objects. */
template <class C, class A> __OXACC_D bool __oxacc_ra_apart(const C *c, const A *a, const A *b) {
    unsigned long long x = (unsigned long long)c, lo = (unsigned long long)a, hi = (unsigned long long)b;
    if (hi < lo) { unsigned long long t = lo; lo = hi; hi = t; }
    return x + sizeof(C) <= lo || hi + sizeof(A) <= x;
}
/* The same in a one-pass twin (kernel.rs, one_pass_twin), where each thread divides once: the
 * constants would cost a loop and a 64-bit division per thread for one use (in the kernel lab,
 * H200, 2026-11-28, a one-pass collapse(3) stencil with them ran 2.2x the grid-stride kernel's
 * time), so the divisor is kept and divided by. */
__OXACC_D __oxacc_div31 __oxacc_div31_once(unsigned d) {
    __oxacc_div31 f;
    f.m = d;
    f.s = 0;
    return f;
}
__OXACC_D unsigned __oxacc_div31_once_q(unsigned x, __oxacc_div31 f) { return x / f.m; }

/* ---- reduction operators (2.5.15) ---------------------------------------------------------- */

struct __oxacc_op_add { template <class T> __device__ T operator()(T a, T b) const { return a + b; } };
struct __oxacc_op_mul { template <class T> __device__ T operator()(T a, T b) const { return a * b; } };
struct __oxacc_op_max { template <class T> __device__ T operator()(T a, T b) const { return b > a ? b : a; } };
struct __oxacc_op_min { template <class T> __device__ T operator()(T a, T b) const { return b < a ? b : a; } };
struct __oxacc_op_band { template <class T> __device__ T operator()(T a, T b) const { return a & b; } };
struct __oxacc_op_bor { template <class T> __device__ T operator()(T a, T b) const { return a | b; } };
struct __oxacc_op_bxor { template <class T> __device__ T operator()(T a, T b) const { return a ^ b; } };
struct __oxacc_op_land { template <class T> __device__ T operator()(T a, T b) const { return (T)(a && b); } };
struct __oxacc_op_lor { template <class T> __device__ T operator()(T a, T b) const { return (T)(a || b); } };

/* Shuffles of the accumulator types (int, unsigned, long long, unsigned long long, float,
 * double; narrower types are accumulated in int). */
template <class T> __OXACC_D T __oxacc_shfl_xor(unsigned mask, T v, int d) { return __shfl_xor_sync(mask, v, d); }
__OXACC_D long __oxacc_shfl_xor(unsigned mask, long v, int d) { return (long)__shfl_xor_sync(mask, (long long)v, d); }
__OXACC_D unsigned long __oxacc_shfl_xor(unsigned mask, unsigned long v, int d) { return (unsigned long)__shfl_xor_sync(mask, (unsigned long long)v, d); }
__OXACC_D __oxacc_ld __oxacc_shfl_xor(unsigned mask, __oxacc_ld v, int d) { return __oxacc_ld(__shfl_xor_sync(mask, (double)v, d)); }
/* 128-bit integers (`__int128` reductions): CUDA shuffles 64 bits at most, so each half apart. */
__OXACC_D unsigned __int128 __oxacc_shfl_xor(unsigned mask, unsigned __int128 v, int d) {
    unsigned long long lo = __shfl_xor_sync(mask, (unsigned long long)v, d);
    unsigned long long hi = __shfl_xor_sync(mask, (unsigned long long)(v >> 64), d);
    return ((unsigned __int128)hi << 64) | lo;
}
__OXACC_D __int128 __oxacc_shfl_xor(unsigned mask, __int128 v, int d) {
    return (__int128)__oxacc_shfl_xor(mask, (unsigned __int128)v, d);
}
template <class T> __OXACC_D __oxacc_cx<T> __oxacc_shfl_xor(unsigned mask, __oxacc_cx<T> v, int d) {
    return __oxacc_cx<T>(__shfl_xor_sync(mask, v.re, d), __shfl_xor_sync(mask, v.im, d));
}

/* Combines v over the vector lanes of this worker; every lane gets the result. */
/* ++ and -- on a _Bool, as C defines them (C++17 has no ++/-- on bool): ++ sets it, -- flips
 * it (b - 1 converted to _Bool); the postfix forms return the old value. */
__OXACC_D bool __oxacc_bool_preinc(bool &b) { b = true; return b; }
__OXACC_D bool __oxacc_bool_postinc(bool &b) { bool o = b; b = true; return o; }
__OXACC_D bool __oxacc_bool_predec(bool &b) { b = !b; return b; }
__OXACC_D bool __oxacc_bool_postdec(bool &b) { bool o = b; b = !b; return o; }
/* The same on the int that holds a _Bool reduction's private copy (0 or 1: accumulators of
 * types narrower than int are ints). */
__OXACC_D int __oxacc_bool_preinc(int &b) { b = 1; return b; }
__OXACC_D int __oxacc_bool_postinc(int &b) { int o = b; b = 1; return o; }
__OXACC_D int __oxacc_bool_predec(int &b) { b = !b; return b; }
__OXACC_D int __oxacc_bool_postdec(int &b) { int o = b; b = !b; return o; }

template <int B = 2, class T, class Op> __OXACC_D T __oxacc_red_vector(T v, Op op) {
    unsigned bx = blockDim.x;
    if (bx == 1) return v;
    if (B == 1 || bx <= 32) {
        unsigned lane0 = (threadIdx.y * bx) & 31u;
        unsigned mask = bx == 32 ? 0xffffffffu : (((1u << bx) - 1u) << lane0);
        for (unsigned d = bx >> 1; d > 0; d >>= 1) v = op(v, __oxacc_shfl_xor(mask, v, (int)d));
        return v;
    }
    for (unsigned d = 16; d > 0; d >>= 1) v = op(v, __oxacc_shfl_xor(0xffffffffu, v, (int)d));
    __shared__ T part[32];
    unsigned first = (threadIdx.y * bx) >> 5, nw = bx >> 5;
    if ((threadIdx.x & 31u) == 0) part[(threadIdx.y * bx + threadIdx.x) >> 5] = v;
    __oxacc_sync_worker<B>();
    T r = part[first];
    for (unsigned i = 1; i < nw; i++) r = op(r, part[first + i]);
    __oxacc_sync_worker<B>();
    return r;
}

/* Combines v over the workers of the gang (the lanes of each worker hold one value, vector-
 * single); called where every thread of the block runs; every thread gets the result. */
template <class T, class Op> __OXACC_D T __oxacc_red_worker(T v, Op op) {
    if (blockDim.y == 1) return v;
    __shared__ T part[32];
    if (threadIdx.x == 0) part[threadIdx.y] = v;
    __syncthreads();
    T r = part[0];
    for (unsigned i = 1; i < blockDim.y; i++) r = op(r, part[i]);
    __syncthreads();
    return r;
}

/* Combines v over the row slices (threadIdx.y) of each column (threadIdx.x) of a column
 * reduction's block (kernel.rs `column_kernel`: at most 32 x 8 threads), in slice order;
 * called where every thread of the block runs; every thread of a column gets its result. */
template <class T, class Op> __OXACC_D T __oxacc_red_cols(T v, Op op) {
    if (blockDim.y == 1) return v;
    __shared__ T part[8][32];
    part[threadIdx.y][threadIdx.x] = v;
    __syncthreads();
    T r = part[0][threadIdx.x];
    for (unsigned i = 1; i < blockDim.y; i++) r = op(r, part[i][threadIdx.x]);
    __syncthreads();
    return r;
}

/* One value of the block leader's to every thread of the gang (a value computed in single
 * mode). Called where every thread of the block runs. */
template <class T> __OXACC_D T __oxacc_bcast_gang(T v) {
    __shared__ unsigned long long slot[(sizeof(T) + 7) / 8];
    if (threadIdx.x == 0 && threadIdx.y == 0) memcpy(slot, &v, sizeof(T));
    __syncthreads();
    memcpy(&v, slot, sizeof(T));
    __syncthreads();
    return v;
}

/* Lane 0's value to every vector lane of this worker. */
template <int B = 2, class T> __OXACC_D T __oxacc_bcast_worker(T v) {
    if (blockDim.x == 1) return v;
    __shared__ unsigned long long slot[32][(sizeof(T) + 7) / 8];
    if (threadIdx.x == 0) memcpy(slot[threadIdx.y], &v, sizeof(T));
    __oxacc_sync_worker<B>();
    memcpy(&v, slot[threadIdx.y], sizeof(T));
    __oxacc_sync_worker<B>();
    return v;
}

/* The leader's copy of the object at p (n bytes: an array) to every thread of the gang, or to
 * every vector lane of this worker, 8 bytes at a time. */
__OXACC_D void __oxacc_bcast_gang_bytes(void *p, unsigned long long n) {
    for (unsigned long long o = 0; o < n; o += 8) {
        unsigned long long w = 0, k = n - o < 8 ? n - o : 8;
        memcpy(&w, (char *)p + o, k);
        w = __oxacc_bcast_gang(w);
        memcpy((char *)p + o, &w, k);
    }
}
template <int B = 2> __OXACC_D void __oxacc_bcast_worker_bytes(void *p, unsigned long long n) {
    for (unsigned long long o = 0; o < n; o += 8) {
        unsigned long long w = 0, k = n - o < 8 ? n - o : 8;
        memcpy(&w, (char *)p + o, k);
        w = __oxacc_bcast_worker<B>(w);
        memcpy((char *)p + o, &w, k);
    }
}

/* Worker 0's value to every thread of the gang (after a vector loop run by worker 0 alone). */
template <class T> __OXACC_D T __oxacc_bcast_row0(T v) {
    if (blockDim.y == 1) return v;
    __shared__ unsigned long long slot[(sizeof(T) + 7) / 8];
    if (threadIdx.x == 0 && threadIdx.y == 0) memcpy(slot, &v, sizeof(T));
    __syncthreads();
    memcpy(&v, slot, sizeof(T));
    __syncthreads();
    return v;
}

/* ---- atomics (2.12) and reduction combines into device memory ---------------------------- */

__device__ int __oxacc_locks[256];

template <int N> struct __oxacc_word;
template <> struct __oxacc_word<4> { typedef unsigned int T; };
template <> struct __oxacc_word<8> { typedef unsigned long long T; };

/* *p = f(*p) atomically; returns the old value (when new_value is false) or the new one. Types
 * of 4 or 8 bytes use atomicCAS on the object; 1- and 2-byte types a CAS on the aligned 4-byte
 * word that holds them. */
template <class T, class F> __OXACC_D T __oxacc_atomic_rmw(T *p, F f, bool new_value) {
    static_assert(sizeof(T) == 1 || sizeof(T) == 2 || sizeof(T) == 4 || sizeof(T) == 8 || sizeof(T) == 16,
                  "oxacc: atomic on a type of this size is not supported on the GPU");
    if constexpr (sizeof(T) == 16) {
        /* long double, double _Complex: a spin lock per address (hashed); the critical
         * section has no barrier, so a holder always finishes. */
        unsigned long long a = (unsigned long long)p;
        int *lock = &__oxacc_locks[(a >> 4) & 255];
        while (atomicCAS(lock, 0, 1) != 0) {
        }
        __threadfence();
        T o, n;
        memcpy(&o, (const void *)p, sizeof(T));
        n = f(o);
        memcpy((void *)p, &n, sizeof(T));
        __threadfence();
        atomicExch(lock, 0);
        return new_value ? n : o;
    } else if constexpr (sizeof(T) == 4 || sizeof(T) == 8) {
        typedef typename __oxacc_word<sizeof(T)>::T W;
        W *wp = (W *)p;
        W old = *(volatile W *)wp, assumed;
        T o, n;
        do {
            assumed = old;
            memcpy(&o, &assumed, sizeof(T));
            n = f(o);
            W nw;
            memcpy(&nw, &n, sizeof(T));
            old = atomicCAS(wp, assumed, nw);
        } while (old != assumed);
        return new_value ? n : o;
    } else {
        unsigned long long a = (unsigned long long)p;
        unsigned int *wp = (unsigned int *)(a & ~3ull);
        unsigned shift = (unsigned)(a & 3ull) * 8u;
        unsigned mask = (sizeof(T) == 1 ? 0xffu : 0xffffu) << shift;
        unsigned old = *(volatile unsigned *)wp, assumed;
        T o, n;
        do {
            assumed = old;
            unsigned short bits = (unsigned short)((assumed & mask) >> shift);
            memcpy(&o, &bits, sizeof(T));
            n = f(o);
            unsigned short nb = 0;
            memcpy(&nb, &n, sizeof(T));
            old = atomicCAS(wp, assumed, (assumed & ~mask) | (((unsigned)nb << shift) & mask));
        } while (old != assumed);
        return new_value ? n : o;
    }
}

/* *x = f(*x) atomically on a bit-field x of declared type T (OpenACC 2.12 on `b.f++`): a CAS
 * loop on the aligned W-byte word `w` of its record that holds it, at bit `shift` (the writer
 * picks W from the record's layout: aligned and inside the record). A signed T sign-extends
 * the field; the new value is converted to the field's width as C's store would (6.3.1.3).
 * Returns the old value, or the new one as stored. */
template <class T, int W, class F>
__OXACC_D T __oxacc_bitfield_rmw(void *w, unsigned shift, unsigned width, F f, bool new_value) {
    typedef typename __oxacc_word<W>::T Wd;
    Wd *wp = (Wd *)w;
    const Wd ones = width >= 8 * W ? (Wd)~(Wd)0 : (Wd)(((Wd)1 << width) - 1);
    const Wd mask = (Wd)(ones << shift);
    auto value = [&](Wd word) -> T {
        unsigned long long v = (unsigned long long)((word & mask) >> shift);
        if ((T)-1 < (T)0 && width < 64 && ((v >> (width - 1)) & 1))
            v |= ~((1ull << width) - 1);
        return (T)v;
    };
    Wd old = *(volatile Wd *)wp, assumed, nw;
    T o, n;
    do {
        assumed = old;
        o = value(assumed);
        n = f(o);
        nw = (Wd)((assumed & ~mask) | (((Wd)n << shift) & mask));
        old = atomicCAS(wp, assumed, nw);
    } while (old != assumed);
    return new_value ? value(nw) : o;
}

/* The same on a bit-field of a record aligned to less than its word (a one-byte `struct {
 * unsigned char f:4; }`, a packed record): the aligned 8-byte word holding its first byte `p`,
 * the field at bit `bit` of that byte. The word may cover bytes of neighbouring objects: the
 * CAS writes them back unchanged, and only if nothing changed them meanwhile (device
 * allocations and the stack are aligned to 8 at least, so the word is inside them). The
 * writer checks that every place `p` can have in its word leaves room for the field. */
template <class T, class F>
__OXACC_D T __oxacc_bitfield_rmw_at(void *p, unsigned bit, unsigned width, F f, bool new_value) {
    unsigned long long a = (unsigned long long)p;
    return __oxacc_bitfield_rmw<T, 8>((void *)(a & ~7ull), (unsigned)((a & 7ull) * 8 + bit), width, f, new_value);
}

template <class T> __OXACC_D T __oxacc_atomic_read(T *p) {
    /* A struct or union (an `_Atomic` one shared by a gang) has no volatile copy: the CAS. */
    if constexpr (sizeof(T) <= 8 && __oxacc_is_scalar<T>::value && !__is_class(T) && !__is_union(T)) return *(volatile T *)p;
    else return __oxacc_atomic_rmw(p, [](T o) { return o; }, false);
}
template <class T> __OXACC_D void __oxacc_atomic_write(T *p, T v) {
    __oxacc_atomic_rmw(p, [v](T) { return v; }, false);
}

/* x = x OP v with native atomics where CUDA has them, else the CAS loop. */
template <class T> __OXACC_D void __oxacc_atomic_add(T *p, T v) {
    if constexpr (__oxacc_is_same<T, int>::value || __oxacc_is_same<T, unsigned>::value ||
                  __oxacc_is_same<T, unsigned long long>::value || __oxacc_is_same<T, float>::value ||
                  __oxacc_is_same<T, double>::value)
        atomicAdd(p, v);
    else if constexpr ((__oxacc_is_same<T, long long>::value || __oxacc_is_same<T, long>::value ||
                        __oxacc_is_same<T, unsigned long>::value))
        atomicAdd((unsigned long long *)p, (unsigned long long)v);
    else
        __oxacc_atomic_rmw(p, [v](T o) { return (T)(o + v); }, false);
}
template <class T> __OXACC_D void __oxacc_atomic_max(T *p, T v) {
    if constexpr (__oxacc_is_same<T, int>::value || __oxacc_is_same<T, unsigned>::value ||
                  __oxacc_is_same<T, long long>::value || __oxacc_is_same<T, unsigned long long>::value)
        atomicMax(p, v);
    else
        __oxacc_atomic_rmw(p, [v](T o) { return v > o ? v : o; }, false);
}
template <class T> __OXACC_D void __oxacc_atomic_min(T *p, T v) {
    if constexpr (__oxacc_is_same<T, int>::value || __oxacc_is_same<T, unsigned>::value ||
                  __oxacc_is_same<T, long long>::value || __oxacc_is_same<T, unsigned long long>::value)
        atomicMin(p, v);
    else
        __oxacc_atomic_rmw(p, [v](T o) { return v < o ? v : o; }, false);
}
template <class T> __OXACC_D void __oxacc_atomic_band(T *p, T v) {
    if constexpr (__oxacc_is_same<T, int>::value || __oxacc_is_same<T, unsigned>::value ||
                  __oxacc_is_same<T, unsigned long long>::value)
        atomicAnd(p, v);
    else
        __oxacc_atomic_rmw(p, [v](T o) { return (T)(o & v); }, false);
}
template <class T> __OXACC_D void __oxacc_atomic_bor(T *p, T v) {
    if constexpr (__oxacc_is_same<T, int>::value || __oxacc_is_same<T, unsigned>::value ||
                  __oxacc_is_same<T, unsigned long long>::value)
        atomicOr(p, v);
    else
        __oxacc_atomic_rmw(p, [v](T o) { return (T)(o | v); }, false);
}
template <class T> __OXACC_D void __oxacc_atomic_bxor(T *p, T v) {
    if constexpr (__oxacc_is_same<T, int>::value || __oxacc_is_same<T, unsigned>::value ||
                  __oxacc_is_same<T, unsigned long long>::value)
        atomicXor(p, v);
    else
        __oxacc_atomic_rmw(p, [v](T o) { return (T)(o ^ v); }, false);
}
template <class T> __OXACC_D void __oxacc_atomic_mul(T *p, T v) {
    __oxacc_atomic_rmw(p, [v](T o) { return (T)(o * v); }, false);
}
template <class T> __OXACC_D void __oxacc_atomic_land(T *p, T v) {
    __oxacc_atomic_rmw(p, [v](T o) { return (T)(o && v); }, false);
}
template <class T> __OXACC_D void __oxacc_atomic_lor(T *p, T v) {
    __oxacc_atomic_rmw(p, [v](T o) { return (T)(o || v); }, false);
}

/* GCC's atomic builtins in device code (gcc manual, "Legacy __sync Built-in Functions for
 * Atomic Memory Access" and "Built-in Functions for Memory Model Aware Atomic Operations"): a
 * hash table's insert (`__sync_val_compare_and_swap`), an atomic minimum through a CAS loop,
 * spin locks. The writer names `__sync_X` and `__atomic_X` as `__oxacc_gcc_sync_X` and
 * `__oxacc_gcc_atomic_X` for locations of 1, 2, 4, 8 or 16 bytes. Memory orders are accepted
 * and every order but relaxed (0) fences the device's memory (`__sync_*` are full barriers);
 * the arithmetic wraps (gcc: "two's complement"), and a pointer location adds bytes, unscaled
 * (gcc: "as if the operands were of the uintptr_t type"). */
template <class T> struct __oxacc_unqual { typedef T type; };
template <class T> struct __oxacc_unqual<const T> { typedef T type; };
template <class T> struct __oxacc_unqual<volatile T> { typedef T type; };
template <class T> struct __oxacc_unqual<const volatile T> { typedef T type; };
template <class T> struct __oxacc_is_ptr { static constexpr bool value = false; };
template <class T> struct __oxacc_is_ptr<T *> { static constexpr bool value = true; };
template <int N> struct __oxacc_uint_of { typedef unsigned long long T; };
template <> struct __oxacc_uint_of<16> { typedef unsigned __int128 T; };
enum { __oxacc_g_add, __oxacc_g_sub, __oxacc_g_or, __oxacc_g_and, __oxacc_g_xor, __oxacc_g_nand };
/* o OP v in the unsigned type of T's size (pointers as integers), converted back. */
template <int Op, class T, class V> __OXACC_D T __oxacc_gcc_op(T o, V v) {
    typedef typename __oxacc_uint_of<sizeof(T)>::T U;
    U a = (U)o, b;
    if constexpr (__oxacc_is_ptr<T>::value) b = (U)(unsigned long long)v;
    else b = (U)(T)v;
    U r = Op == __oxacc_g_add ? a + b : Op == __oxacc_g_sub ? a - b : Op == __oxacc_g_or ? a | b
        : Op == __oxacc_g_and ? a & b : Op == __oxacc_g_xor ? a ^ b : ~(a & b);
    return (T)r;
}
__OXACC_D void __oxacc_gcc_fence(int order) {
    if (order != 0) __threadfence();
}
/* The bytes of *a and *b equal (gcc compares objects by their bytes). */
template <class T> __OXACC_D bool __oxacc_gcc_same(const T &a, const T &b) {
    const unsigned char *x = (const unsigned char *)&a, *y = (const unsigned char *)&b;
    for (unsigned k = 0; k < sizeof(T); k++)
        if (x[k] != y[k]) return false;
    return true;
}
/* *p = desired if *p has the bytes of expected; returns the old value. */
template <class T> __OXACC_D T __oxacc_gcc_cas(T *p, T expected, T desired) {
    if constexpr (sizeof(T) == 4 || sizeof(T) == 8) {
        typedef typename __oxacc_word<sizeof(T)>::T W;
        W e, d;
        memcpy(&e, &expected, sizeof(T));
        memcpy(&d, &desired, sizeof(T));
        W o = atomicCAS((W *)p, e, d);
        T r;
        memcpy(&r, &o, sizeof(T));
        return r;
    } else {
        return __oxacc_atomic_rmw(
            p, [&](T o) { return __oxacc_gcc_same(o, expected) ? desired : o; }, false);
    }
}
template <int Op, class T, class V> __OXACC_D T __oxacc_gcc_rmw(T *p, V v, bool new_value, int order) {
    typedef typename __oxacc_unqual<T>::type U;
    __oxacc_gcc_fence(order);
    U r = __oxacc_atomic_rmw((U *)p, [v](U o) { return __oxacc_gcc_op<Op>(o, v); }, new_value);
    __oxacc_gcc_fence(order);
    return r;
}
#define __OXACC_GCC_RMW(NAME, OP)                                                                   \
    template <class T, class V, class... R> __OXACC_D T __oxacc_gcc_sync_fetch_and_##NAME(T *p, V v, R...) { \
        return __oxacc_gcc_rmw<OP>(p, v, false, 5);                                                 \
    }                                                                                               \
    template <class T, class V, class... R> __OXACC_D T __oxacc_gcc_sync_##NAME##_and_fetch(T *p, V v, R...) { \
        return __oxacc_gcc_rmw<OP>(p, v, true, 5);                                                  \
    }                                                                                               \
    template <class T, class V> __OXACC_D T __oxacc_gcc_atomic_fetch_##NAME(T *p, V v, int order) {  \
        return __oxacc_gcc_rmw<OP>(p, v, false, order);                                             \
    }                                                                                               \
    template <class T, class V> __OXACC_D T __oxacc_gcc_atomic_##NAME##_fetch(T *p, V v, int order) {  \
        return __oxacc_gcc_rmw<OP>(p, v, true, order);                                              \
    }
__OXACC_GCC_RMW(add, __oxacc_g_add)
__OXACC_GCC_RMW(sub, __oxacc_g_sub)
__OXACC_GCC_RMW(or, __oxacc_g_or)
__OXACC_GCC_RMW(and, __oxacc_g_and)
__OXACC_GCC_RMW(xor, __oxacc_g_xor)
__OXACC_GCC_RMW(nand, __oxacc_g_nand)
#undef __OXACC_GCC_RMW
template <class T, class A, class B, class... R>
__OXACC_D T __oxacc_gcc_sync_val_compare_and_swap(T *p, A expected, B desired, R...) {
    typedef typename __oxacc_unqual<T>::type U;
    __threadfence();
    U r = __oxacc_gcc_cas((U *)p, (U)expected, (U)desired);
    __threadfence();
    return r;
}
template <class T, class A, class B, class... R>
__OXACC_D bool __oxacc_gcc_sync_bool_compare_and_swap(T *p, A expected, B desired, R...) {
    typedef typename __oxacc_unqual<T>::type U;
    U e = (U)expected;
    U r = __oxacc_gcc_sync_val_compare_and_swap(p, e, (U)desired);
    return __oxacc_gcc_same(r, e);
}
/* An acquire barrier that stores v; returns the old value. */
template <class T, class V, class... R> __OXACC_D T __oxacc_gcc_sync_lock_test_and_set(T *p, V v, R...) {
    typedef typename __oxacc_unqual<T>::type U;
    U n = (U)v;
    U r = __oxacc_atomic_rmw((U *)p, [n](U) { return n; }, false);
    __threadfence();
    return r;
}
template <class T, class... R> __OXACC_D void __oxacc_gcc_sync_lock_release(T *p, R...) {
    typedef typename __oxacc_unqual<T>::type U;
    __threadfence();
    __oxacc_atomic_rmw((U *)p, [](U) { return (U)0; }, false);
}
template <class... R> __OXACC_D void __oxacc_gcc_sync_synchronize(R...) { __threadfence(); }
template <class T> __OXACC_D typename __oxacc_unqual<T>::type __oxacc_gcc_atomic_load_n(T *p, int order) {
    typedef typename __oxacc_unqual<T>::type U;
    U r;
    if constexpr (sizeof(U) == 4 || sizeof(U) == 8) {
        /* One load of the word (any type: a struct's bytes too). */
        typedef typename __oxacc_word<sizeof(U)>::T W;
        W w = *(volatile W *)p;
        memcpy(&r, &w, sizeof(U));
    } else {
        r = __oxacc_atomic_rmw((U *)p, [](U o) { return o; }, false);
    }
    __oxacc_gcc_fence(order);
    return r;
}
template <class T> __OXACC_D void __oxacc_gcc_atomic_load(T *p, typename __oxacc_unqual<T>::type *ret, int order) {
    *ret = __oxacc_gcc_atomic_load_n(p, order);
}
template <class T, class V> __OXACC_D void __oxacc_gcc_atomic_store_n(T *p, V v, int order) {
    typedef typename __oxacc_unqual<T>::type U;
    U n = (U)v;
    __oxacc_gcc_fence(order);
    __oxacc_atomic_rmw((U *)p, [n](U) { return n; }, false);
    __oxacc_gcc_fence(order);
}
template <class T, class V> __OXACC_D void __oxacc_gcc_atomic_store(T *p, V *v, int order) {
    __oxacc_gcc_atomic_store_n(p, *v, order);
}
template <class T, class V> __OXACC_D typename __oxacc_unqual<T>::type __oxacc_gcc_atomic_exchange_n(T *p, V v, int order) {
    typedef typename __oxacc_unqual<T>::type U;
    U n = (U)v;
    __oxacc_gcc_fence(order);
    U r = __oxacc_atomic_rmw((U *)p, [n](U) { return n; }, false);
    __oxacc_gcc_fence(order);
    return r;
}
template <class T, class V, class W> __OXACC_D void __oxacc_gcc_atomic_exchange(T *p, V *v, W *ret, int order) {
    *ret = __oxacc_gcc_atomic_exchange_n(p, *v, order);
}
/* *p = desired when *p has the bytes of *expected (true), else *expected = *p (false). A weak
 * exchange never fails spuriously here. */
template <class T, class E, class V>
__OXACC_D bool __oxacc_gcc_atomic_compare_exchange_n(T *p, E *expected, V desired, bool, int order, int) {
    typedef typename __oxacc_unqual<T>::type U;
    U e = *expected;
    __oxacc_gcc_fence(order);
    U r = __oxacc_gcc_cas((U *)p, e, (U)desired);
    __oxacc_gcc_fence(order);
    if (__oxacc_gcc_same(r, e)) return true;
    *expected = r;
    return false;
}
template <class T, class E, class V>
__OXACC_D bool __oxacc_gcc_atomic_compare_exchange(T *p, E *expected, V *desired, bool weak, int order, int fail) {
    return __oxacc_gcc_atomic_compare_exchange_n(p, expected, *desired, weak, order, fail);
}
/* The byte at p set to a nonzero value; whether it was set. */
__OXACC_D bool __oxacc_gcc_atomic_test_and_set(volatile void *p, int order) {
    unsigned char *b = (unsigned char *)p;
    __oxacc_gcc_fence(order);
    unsigned char o = __oxacc_atomic_rmw(b, [](unsigned char) { return (unsigned char)1; }, false);
    __oxacc_gcc_fence(order);
    return o != 0;
}
__OXACC_D void __oxacc_gcc_atomic_clear(volatile void *p, int order) {
    __oxacc_gcc_atomic_store_n((unsigned char *)p, 0, order);
}
__OXACC_D void __oxacc_gcc_atomic_thread_fence(int order) { __oxacc_gcc_fence(order); }
__OXACC_D void __oxacc_gcc_atomic_signal_fence(int) {}

/* ---- the C library in device code ----------------------------------------------------------- */

/* <string.h> functions CUDA has no device version of (it has memcpy and memset). Byte by
 * byte, as C defines them: memmove copies as if through a temporary (C11 7.24.2.2), so it goes
 * backwards when the destination lies above the source; memcmp compares unsigned chars
 * (7.24.4.1). */
__OXACC_D void *__oxacc_memmove(void *d, const void *s, unsigned long n) {
    unsigned char *dp = (unsigned char *)d;
    const unsigned char *sp = (const unsigned char *)s;
    if (dp < sp) {
        for (unsigned long i = 0; i < n; i++) dp[i] = sp[i];
    } else if (dp > sp) {
        for (unsigned long i = n; i > 0; i--) dp[i - 1] = sp[i - 1];
    }
    return d;
}
/* <stdio.h>'s putchar and puts (C11 7.21.7.8, 7.21.7.9) through the device's printf. */
__OXACC_D int __oxacc_putchar(int c) {
    printf("%c", c);
    return (unsigned char)c;
}
__OXACC_D int __oxacc_puts(const char *s) {
    printf("%s\n", s);
    return 1;
}
__OXACC_D int __oxacc_memcmp(const void *a, const void *b, unsigned long n) {
    const unsigned char *ap = (const unsigned char *)a, *bp = (const unsigned char *)b;
    for (unsigned long i = 0; i < n; i++)
        if (ap[i] != bp[i]) return ap[i] < bp[i] ? -1 : 1;
    return 0;
}

/* glibc's assert() expands to a call of __assert_fail. */
__device__ __noinline__ inline void __oxacc_assert_fail(const char *e, const char *f, unsigned l, const char *fn) {
    printf("%s:%u: %s: Assertion `%s' failed.\n", f, l, fn, e);
    __trap();
}
__device__ __noinline__ inline void __oxacc_abort(void) {
    printf("oxacc: abort() called in a compute region\n");
    __trap();
}
__device__ __noinline__ inline void __oxacc_exit(int code) {
    printf("oxacc: exit(%d) called in a compute region\n", code);
    __trap();
}
/* A partitioned loop whose step is zero at run time (2.9: the variable must move towards the
   bound): no trip count exists. */
__device__ __noinline__ inline void __oxacc_loop_step_zero(const char *loc) {
    printf("oxacc: loop step is zero at %s\n", loc);
    __trap();
}

/* A partitioned loop whose `!=` test's step does not divide the distance to the bound at run
   time (2.9: the variable must move monotonically towards its termination condition). */
__device__ __noinline__ inline void __oxacc_loop_ne_step(const char *loc) {
    printf("oxacc: the loop variable steps over the bound of its '!=' test (the step does not divide the distance; OpenACC 3.3, 2.9: it must move monotonically towards its termination condition) at %s\n", loc);
    __trap();
}

/* acc_on_device (3.2.14, callable in device code): in a kernel, true for acc_device_not_host
 * and the device's own type (acc_device_nvidia; in the simulator, the emulated device's). The
 * values are openacc.h's. */
__OXACC_D int __oxacc_acc_on_device(int t) {
#ifdef __OXACC_SIM__
    return t == 3 || t == 100;
#else
    return t == 3 || t == 4;
#endif
}

/* The gang counts of dimensions one and two of the block's launch (num_gangs(a, b, c), 2.5.10),
 * stored by a kernel that calls a gang routine as it starts, read by the routine's gang loops
 * (2.9.2: divided along their own dimension). One copy per block. */
__OXACC_D unsigned *__oxacc_gang_dims(void) {
    __shared__ unsigned d[2];
    return d;
}

/* Linear loop index → iteration value (64-bit trip counts). */
#define __OXACC_LOOP(k, start, stride, trip) for (long long k = (long long)(start); k < (trip); k += (long long)(stride))

/* ---- reduction identities of max and min (2.5.15): the least / largest value ------------- */
template <class T> __OXACC_D T __oxacc_lowest();
template <class T> __OXACC_D T __oxacc_highest();
#define __OXACC_LIMITS(T, LO, HI) \
    template <> __OXACC_D T __oxacc_lowest<T>() { return LO; } \
    template <> __OXACC_D T __oxacc_highest<T>() { return HI; }
__OXACC_LIMITS(bool, false, true)
__OXACC_LIMITS(char, (char)((char)-1 < 0 ? -128 : 0), (char)((char)-1 < 0 ? 127 : 255))
__OXACC_LIMITS(signed char, -128, 127)
__OXACC_LIMITS(unsigned char, 0, 255)
__OXACC_LIMITS(short, -32768, 32767)
__OXACC_LIMITS(unsigned short, 0, 65535)
__OXACC_LIMITS(int, -2147483647 - 1, 2147483647)
__OXACC_LIMITS(unsigned int, 0u, 4294967295u)
__OXACC_LIMITS(long, -9223372036854775807L - 1, 9223372036854775807L)
__OXACC_LIMITS(unsigned long, 0ul, 18446744073709551615ul)
__OXACC_LIMITS(long long, -9223372036854775807LL - 1, 9223372036854775807LL)
__OXACC_LIMITS(unsigned long long, 0ull, 18446744073709551615ull)
__OXACC_LIMITS(unsigned __int128, (unsigned __int128)0, ~(unsigned __int128)0)
__OXACC_LIMITS(__int128, (__int128)((unsigned __int128)1 << 127), (__int128)(~(unsigned __int128)0 >> 1))
__OXACC_LIMITS(float, -__int_as_float(0x7f800000), __int_as_float(0x7f800000))
__OXACC_LIMITS(double, -__longlong_as_double(0x7ff0000000000000LL), __longlong_as_double(0x7ff0000000000000LL))
__OXACC_LIMITS(__oxacc_ld, __oxacc_ld(-__longlong_as_double(0x7ff0000000000000LL)), __oxacc_ld(__longlong_as_double(0x7ff0000000000000LL)))

/* ---- GCC builtins that glibc's headers use (NVRTC has none of them) ---------------------- */
__OXACC_D float __oxacc_b_inff() { return __int_as_float(0x7f800000); }
__OXACC_D double __oxacc_b_inf() { return __longlong_as_double(0x7ff0000000000000LL); }
__OXACC_D double __oxacc_b_huge_val() { return __oxacc_b_inf(); }
__OXACC_D float __oxacc_b_huge_valf() { return __oxacc_b_inff(); }
__OXACC_D float __oxacc_b_nanf(const char *) { return __int_as_float(0x7fc00000); }
__OXACC_D double __oxacc_b_nan(const char *) { return __longlong_as_double(0x7ff8000000000000LL); }
/* The long double forms give a double, as device code computes long double (its class
 * converts from it); the signaling NaNs have the quiet bit clear and the next one set. */
__OXACC_D double __oxacc_b_infl() { return __oxacc_b_inf(); }
__OXACC_D double __oxacc_b_huge_vall() { return __oxacc_b_inf(); }
__OXACC_D double __oxacc_b_nanl(const char *s) { return __oxacc_b_nan(s); }
__OXACC_D float __oxacc_b_nansf(const char *) { return __int_as_float(0x7fa00000); }
__OXACC_D double __oxacc_b_nans(const char *) { return __longlong_as_double(0x7ff4000000000000LL); }
__OXACC_D double __oxacc_b_nansl(const char *s) { return __oxacc_b_nans(s); }
template <class T> __OXACC_D int __oxacc_b_isnan(T x) { return x != x; }
template <class T> __OXACC_D int __oxacc_b_signbitl(T x) { return signbit((double)x) ? 1 : 0; }
template <class T, class U> __OXACC_D int __oxacc_b_islessgreater(T a, U b) { return a < b || a > b; }
template <class T> __OXACC_D int __oxacc_b_isinf(T x) { return x == (T)__oxacc_b_inf() || x == -(T)__oxacc_b_inf(); }
template <class T> __OXACC_D int __oxacc_b_isfinite(T x) { return !__oxacc_b_isnan(x) && !__oxacc_b_isinf(x); }
template <class T> __OXACC_D int __oxacc_b_signbit(T x) { return signbit(x) ? 1 : 0; }
template <class T> __OXACC_D int __oxacc_b_signbitf(T x) { return signbit(x) ? 1 : 0; }
template <class T> __OXACC_D int __oxacc_b_isinf_sign(T x) { return __oxacc_b_isinf(x) ? (signbit(x) ? -1 : 1) : 0; }
template <class T> __OXACC_D int __oxacc_b_isnormal(T x) { return __oxacc_b_isfinite(x) && x != (T)0 && fabs((double)x) >= (sizeof(T) == 4 ? 1.17549435e-38 : 2.2250738585072014e-308); }
/* The comparison macros of C11 7.12.14 on operands of two real types (`isless(x, f)`):
 * compared after the usual arithmetic conversions, as C's relational operators do. */
template <class T, class U> __OXACC_D int __oxacc_b_isless(T a, U b) { return a < b; }
template <class T, class U> __OXACC_D int __oxacc_b_isgreater(T a, U b) { return a > b; }
template <class T, class U> __OXACC_D int __oxacc_b_islessequal(T a, U b) { return a <= b; }
template <class T, class U> __OXACC_D int __oxacc_b_isgreaterequal(T a, U b) { return a >= b; }
template <class T, class U> __OXACC_D int __oxacc_b_isunordered(T a, U b) { return a != a || b != b; }
__OXACC_D double __oxacc_b_fabs(double x) { return fabs(x); }
__OXACC_D float __oxacc_b_fabsf(float x) { return fabsf(x); }
__OXACC_D double __oxacc_b_sqrt(double x) { return sqrt(x); }
__OXACC_D float __oxacc_b_sqrtf(float x) { return sqrtf(x); }
__OXACC_D double __oxacc_b_copysign(double a, double b) { return copysign(a, b); }
__OXACC_D float __oxacc_b_copysignf(float a, float b) { return copysignf(a, b); }
__OXACC_D int __oxacc_b_abs(int x) { return x < 0 ? -x : x; }
__OXACC_D long __oxacc_b_labs(long x) { return x < 0 ? -x : x; }
__OXACC_D long long __oxacc_b_llabs(long long x) { return x < 0 ? -x : x; }
#ifdef __OXACC_SIM__
__OXACC_D int __oxacc_b_popcount(unsigned x) { return __builtin_popcount(x); }
__OXACC_D int __oxacc_b_popcountl(unsigned long x) { return __builtin_popcountl(x); }
__OXACC_D int __oxacc_b_popcountll(unsigned long long x) { return __builtin_popcountll(x); }
__OXACC_D int __oxacc_b_clz(unsigned x) { return __builtin_clz(x); }
__OXACC_D int __oxacc_b_clzl(unsigned long x) { return __builtin_clzl(x); }
__OXACC_D int __oxacc_b_clzll(unsigned long long x) { return __builtin_clzll(x); }
__OXACC_D int __oxacc_b_ctz(unsigned x) { return __builtin_ctz(x); }
__OXACC_D int __oxacc_b_ctzl(unsigned long x) { return __builtin_ctzl(x); }
__OXACC_D int __oxacc_b_ctzll(unsigned long long x) { return __builtin_ctzll(x); }
__OXACC_D int __oxacc_b_ffs(int x) { return __builtin_ffs(x); }
__OXACC_D int __oxacc_b_ffsl(long x) { return __builtin_ffsl(x); }
__OXACC_D int __oxacc_b_ffsll(long long x) { return __builtin_ffsll(x); }
__OXACC_D unsigned __oxacc_b_bswap32(unsigned x) { return __builtin_bswap32(x); }
__OXACC_D unsigned long long __oxacc_b_bswap64(unsigned long long x) { return __builtin_bswap64(x); }
#else
__OXACC_D int __oxacc_b_popcount(unsigned x) { return __popc(x); }
__OXACC_D int __oxacc_b_popcountl(unsigned long x) { return __popcll(x); }
__OXACC_D int __oxacc_b_popcountll(unsigned long long x) { return __popcll(x); }
__OXACC_D int __oxacc_b_clz(unsigned x) { return __clz((int)x); }
__OXACC_D int __oxacc_b_clzl(unsigned long x) { return __clzll((long long)x); }
__OXACC_D int __oxacc_b_clzll(unsigned long long x) { return __clzll((long long)x); }
__OXACC_D int __oxacc_b_ctz(unsigned x) { return __ffs((int)x) - 1; }
__OXACC_D int __oxacc_b_ctzl(unsigned long x) { return __ffsll((long long)x) - 1; }
__OXACC_D int __oxacc_b_ctzll(unsigned long long x) { return __ffsll((long long)x) - 1; }
__OXACC_D int __oxacc_b_ffs(int x) { return __ffs(x); }
__OXACC_D int __oxacc_b_ffsl(long x) { return __ffsll((long long)x); }
__OXACC_D int __oxacc_b_ffsll(long long x) { return __ffsll(x); }
__OXACC_D unsigned __oxacc_b_bswap32(unsigned x) { return __byte_perm(x, 0, 0x0123); }
__OXACC_D unsigned long long __oxacc_b_bswap64(unsigned long long x) {
    return ((unsigned long long)__byte_perm((unsigned)x, 0, 0x0123) << 32) | __byte_perm((unsigned)(x >> 32), 0, 0x0123);
}
#endif
__OXACC_D int __oxacc_clzll(unsigned long long x) { return __oxacc_b_clzll(x); }
/* More GCC builtins (gcc's documented results; glibc's bswap_16/htons reach bswap16). */
__OXACC_D int __oxacc_b_parity(unsigned x) { return __oxacc_b_popcount(x) & 1; }
__OXACC_D int __oxacc_b_parityl(unsigned long x) { return __oxacc_b_popcountl(x) & 1; }
__OXACC_D int __oxacc_b_parityll(unsigned long long x) { return __oxacc_b_popcountll(x) & 1; }
__OXACC_D unsigned short __oxacc_b_bswap16(unsigned short x) { return (unsigned short)((x >> 8) | (x << 8)); }
/* The leading bits equal to the sign bit, less one (0 and -1: the width less one). */
__OXACC_D int __oxacc_b_clrsb(int x) {
    unsigned u = x < 0 ? ~(unsigned)x : (unsigned)x;
    return u ? __oxacc_b_clz(u) - 1 : 31;
}
__OXACC_D int __oxacc_b_clrsbll(long long x) {
    unsigned long long u = x < 0 ? ~(unsigned long long)x : (unsigned long long)x;
    return u ? __oxacc_b_clzll(u) - 1 : 63;
}
__OXACC_D int __oxacc_b_clrsbl(long x) { return __oxacc_b_clrsbll(x); }
/* The device cannot know the object a pointer points into: gcc's answer for "unknown". */
__OXACC_D unsigned long __oxacc_b_object_size(const volatile void *, int type) { return type < 2 ? ~0ul : 0ul; }
/* x to an integer power by repeated squaring, as gcc expands it. */
template <class T> __OXACC_D T __oxacc_powi(T x, int n) {
    unsigned m = n < 0 ? 0u - (unsigned)n : (unsigned)n;
    T r = (T)1;
    for (; m; m >>= 1, x *= x)
        if (m & 1) r *= x;
    return n < 0 ? (T)1 / r : r;
}
__OXACC_D double __oxacc_b_powi(double x, int n) { return __oxacc_powi(x, n); }
__OXACC_D float __oxacc_b_powif(float x, int n) { return __oxacc_powi(x, n); }
__OXACC_D double __oxacc_b_powil(double x, int n) { return __oxacc_powi(x, n); }
__OXACC_D unsigned long __oxacc_b_strlen(const char *s) {
    unsigned long n = 0;
    while (s[n]) ++n;
    return n;
}
/* <string.h>'s copying and comparison functions (C11 7.24.2 - 7.24.5), which CUDA's device
 * library lacks: byte loops. Comparisons are of the bytes as unsigned char (7.24.4p1). */
__OXACC_D char *__oxacc_strcpy(char *d, const char *s) {
    unsigned long k = 0;
    while ((d[k] = s[k]) != 0) ++k;
    return d;
}
__OXACC_D char *__oxacc_strncpy(char *d, const char *s, unsigned long n) {
    unsigned long k = 0;
    for (; k < n && s[k]; ++k) d[k] = s[k];
    for (; k < n; ++k) d[k] = 0;
    return d;
}
__OXACC_D char *__oxacc_strcat(char *d, const char *s) {
    __oxacc_strcpy(d + __oxacc_b_strlen(d), s);
    return d;
}
__OXACC_D char *__oxacc_strncat(char *d, const char *s, unsigned long n) {
    char *e = d + __oxacc_b_strlen(d);
    unsigned long k = 0;
    for (; k < n && s[k]; ++k) e[k] = s[k];
    e[k] = 0;
    return d;
}
__OXACC_D int __oxacc_strncmp(const char *a, const char *b, unsigned long n) {
    const unsigned char *x = (const unsigned char *)a, *y = (const unsigned char *)b;
    for (unsigned long k = 0; k < n; ++k) {
        if (x[k] != y[k] || !x[k]) return (int)x[k] - (int)y[k];
    }
    return 0;
}
__OXACC_D int __oxacc_strcmp(const char *a, const char *b) { return __oxacc_strncmp(a, b, ~0UL); }
__OXACC_D char *__oxacc_strchr(const char *s, int c) {
    for (;; ++s) {
        if (*s == (char)c) return (char *)s;
        if (!*s) return 0;
    }
}
__OXACC_D char *__oxacc_strrchr(const char *s, int c) {
    const char *r = 0;
    for (;; ++s) {
        if (*s == (char)c) r = s;
        if (!*s) return (char *)r;
    }
}
/* The other searches of <string.h> (C11 7.24.5, POSIX strnlen) and <stdlib.h>'s atoi, atol
 * and atoll (7.22.1.2: the decimal conversion of strtol, in the "C" locale; an overflow is
 * undefined, here it wraps). */
__OXACC_D unsigned long __oxacc_strnlen(const char *s, unsigned long n) {
    unsigned long k = 0;
    while (k < n && s[k]) k++;
    return k;
}
__OXACC_D void *__oxacc_memchr(const void *s, int c, unsigned long n) {
    const unsigned char *p = (const unsigned char *)s;
    for (unsigned long k = 0; k < n; k++)
        if (p[k] == (unsigned char)c) return (void *)(p + k);
    return 0;
}
__OXACC_D unsigned long __oxacc_strspn(const char *s, const char *set) {
    unsigned long k = 0;
    for (; s[k]; k++) {
        const char *q = set;
        while (*q && *q != s[k]) q++;
        if (!*q) break;
    }
    return k;
}
__OXACC_D unsigned long __oxacc_strcspn(const char *s, const char *rej) {
    unsigned long k = 0;
    for (; s[k]; k++) {
        const char *q = rej;
        while (*q && *q != s[k]) q++;
        if (*q) break;
    }
    return k;
}
__OXACC_D char *__oxacc_strpbrk(const char *s, const char *set) {
    s += __oxacc_strcspn(s, set);
    return *s ? (char *)s : 0;
}
__OXACC_D char *__oxacc_strstr(const char *h, const char *n) {
    if (!*n) return (char *)h;
    for (; *h; h++) {
        const char *a = h, *b = n;
        while (*a && *b && *a == *b) { a++; b++; }
        if (!*b) return (char *)h;
    }
    return 0;
}
__OXACC_D long long __oxacc_atoll(const char *s) {
    while (*s == ' ' || (*s >= '\t' && *s <= '\r')) s++;
    bool neg = *s == '-';
    if (*s == '-' || *s == '+') s++;
    unsigned long long v = 0;
    for (; *s >= '0' && *s <= '9'; s++) v = v * 10 + (unsigned long long)(*s - '0');
    return (long long)(neg ? 0 - v : v);
}
__OXACC_D int __oxacc_atoi(const char *s) { return (int)__oxacc_atoll(s); }
/* strtol, strtoll, strtoul, strtoull (C11 7.22.1.4) in the "C" locale: bases 0 and 2..36, the
 * 0x prefix, the end pointer (the start when no digit was read). Device code has no errno: a
 * value out of range is clamped as C says, without ERANGE. */
__OXACC_D unsigned long long __oxacc_strto_core(const char *nptr, char **end, int base, bool &neg, bool &over) {
    const char *s = nptr;
    while (*s == ' ' || (*s >= '\t' && *s <= '\r')) s++;
    neg = *s == '-';
    if (*s == '-' || *s == '+') s++;
    auto digit = [](int c) {
        return c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'z' ? c - 'a' + 10 : c >= 'A' && c <= 'Z' ? c - 'A' + 10 : 99;
    };
    over = false;
    if ((base == 0 || base == 16) && s[0] == '0' && (s[1] == 'x' || s[1] == 'X') && digit(s[2]) < 16) {
        s += 2;
        base = 16;
    } else if (base == 0) {
        base = s[0] == '0' ? 8 : 10;
    }
    if (base < 2 || base > 36) {
        if (end) *end = (char *)nptr;
        return 0;
    }
    const char *first = s;
    unsigned long long v = 0;
    for (int k; (k = digit(*s)) < base; s++) {
        if (v > (~0ull - (unsigned long long)k) / (unsigned long long)base) over = true;
        else v = v * (unsigned long long)base + (unsigned long long)k;
    }
    if (end) *end = (char *)(s == first ? nptr : s);
    return v;
}
__OXACC_D unsigned long long __oxacc_strtoull(const char *s, char **end, int base) {
    bool neg, over;
    unsigned long long v = __oxacc_strto_core(s, end, base, neg, over);
    return over ? ~0ull : neg ? 0 - v : v;
}
__OXACC_D unsigned long __oxacc_strtoul(const char *s, char **end, int base) {
    return (unsigned long)__oxacc_strtoull(s, end, base);
}
__OXACC_D long long __oxacc_strtoll(const char *s, char **end, int base) {
    bool neg, over;
    unsigned long long v = __oxacc_strto_core(s, end, base, neg, over);
    const unsigned long long max = 0x7fffffffffffffffull;
    if (over || v > max + (neg ? 1 : 0)) return neg ? (long long)(0 - max - 1) : (long long)max;
    return neg ? (long long)(0 - v) : (long long)v;
}
__OXACC_D long __oxacc_strtol(const char *s, char **end, int base) { return (long)__oxacc_strtoll(s, end, base); }
__OXACC_D long __oxacc_atol(const char *s) { return (long)__oxacc_atoll(s); }
/* strtod, strtof, strtold and atof (C11 7.22.1.3, 7.22.1.2) in the "C" locale, correctly
 * rounded (to nearest, ties to even) as glibc's are for every input: blanks, a sign, decimal
 * and hexadecimal significands with their exponents (an `e` or `p` without digits after it is
 * not part of the subject), inf, infinity and nan(n-char-sequence) in any case (glibc's payload:
 * the sequence read by strtoull, base 0, when it reads all of it), subnormals, overflow to
 * HUGE_VAL and underflow to zero; the end pointer (the start when nothing was converted).
 * Device code has no errno: ERANGE is not set (as strtol's). long double is double in device
 * code (a warning), so strtold is strtod.
 * The decimal conversion is exact: the significand M (its first 800 significant digits; a
 * nonzero digit after them is a sticky bit: a point where rounding changes, a double or a
 * halfway point between two, has at most 767 significant digits, so none lies between the
 * truncated and the full value) times 10^E as a big integer when E >= 0, else 64 bits of the
 * quotient M / 10^-E by long division, the remainder a sticky bit; then one rounding to the
 * format's precision, subnormals included (__oxacc_fround). Values known to fit (M < 2^53,
 * |E| <= 22; M < 2^24, |E| <= 10 for float) take one IEEE multiplication or division of exact
 * operands instead (Clinger, PLDI 1990). */
struct __oxacc_big {
    int n;          /* limbs in use; w[n - 1] is nonzero */
    unsigned w[128]; /* little-endian base 2^32: 4096 bits, above the 3740 a conversion needs */
};
__OXACC_D void __oxacc_big_muladd(__oxacc_big &b, unsigned m, unsigned a) {
    unsigned long long c = a;
    for (int i = 0; i < b.n; i++) {
        c += (unsigned long long)b.w[i] * m;
        b.w[i] = (unsigned)c;
        c >>= 32;
    }
    if (c && b.n < 128) b.w[b.n++] = (unsigned)c;
}
__OXACC_D int __oxacc_big_bits(const __oxacc_big &b) {
    return b.n ? 32 * b.n - (__oxacc_clzll((unsigned long long)b.w[b.n - 1]) - 32) : 0;
}
__OXACC_D void __oxacc_big_shl(__oxacc_big &b, int s) {
    if (b.n == 0 || s <= 0) return;
    int q = s / 32, r = s % 32, n = b.n + q + 1;
    if (n > 128) n = 128; /* unreachable: the conversion's values stay below 2^3740 */
    for (int i = n - 1; i >= 0; i--) {
        int j = i - q;
        unsigned hi = j >= 0 && j < b.n ? b.w[j] : 0u, lo = j >= 1 && j - 1 < b.n ? b.w[j - 1] : 0u;
        b.w[i] = r ? (hi << r) | (lo >> (32 - r)) : hi;
    }
    b.n = n;
    while (b.n && !b.w[b.n - 1]) b.n--;
}
__OXACC_D int __oxacc_big_cmp(const __oxacc_big &a, const __oxacc_big &b) {
    if (a.n != b.n) return a.n < b.n ? -1 : 1;
    for (int i = a.n - 1; i >= 0; i--)
        if (a.w[i] != b.w[i]) return a.w[i] < b.w[i] ? -1 : 1;
    return 0;
}
/* a -= b, with a >= b. */
__OXACC_D void __oxacc_big_sub(__oxacc_big &a, const __oxacc_big &b) {
    unsigned long long borrow = 0;
    for (int i = 0; i < a.n; i++) {
        unsigned long long t = (unsigned long long)a.w[i] - (i < b.n ? b.w[i] : 0u) - borrow;
        a.w[i] = (unsigned)t;
        borrow = t >> 63;
    }
    while (a.n && !a.w[a.n - 1]) a.n--;
}
/* m * 2^e2 (m nonzero; `sticky`: the exact value lies a little above) rounded to nearest, ties
 * to even, to p bits whose last one weighs at least 2^emin (the least subnormal's): a double
 * that holds the result exactly (float's results too), infinite past the format's range. */
__OXACC_D double __oxacc_fround(unsigned long long m, int e2, bool sticky, int p, int emin) {
    int lz = __oxacc_clzll(m);
    m <<= lz;
    e2 -= lz;
    int lsb = e2 + 63 - (p - 1);
    if (lsb < emin) lsb = emin;
    long long drop = (long long)lsb - e2; /* at least 64 - p >= 11 */
    unsigned long long r;
    bool half, rest;
    if (drop > 64) return 0.0; /* below half the least subnormal */
    if (drop == 64) {
        r = 0;
        half = (m >> 63) != 0;
        rest = (m << 1) != 0 || sticky;
    } else {
        r = m >> drop;
        half = ((m >> (drop - 1)) & 1) != 0;
        rest = (m & ((1ull << (drop - 1)) - 1)) != 0 || sticky;
    }
    if (half && (rest || (r & 1))) r++;
    return scalbn((double)r, lsb); /* r <= 2^p: exact, or infinite */
}
/* Whether s starts with the lower-case word w in any case. */
__OXACC_D bool __oxacc_sd_word(const char *s, const char *w) {
    for (; *w; s++, w++)
        if ((*s | 32) != *w) return false;
    return true;
}
/* The exponent part at s (`e` or `p`, a sign, decimal digits), s moved past it; 0 when s has
 * none. Clamped to 10^8, past every format's range. */
__OXACC_D int __oxacc_sd_exp(const char *&s, char c) {
    if ((*s | 32) != c) return 0;
    const char *t = s + 1;
    bool neg = *t == '-';
    if (*t == '-' || *t == '+') t++;
    if (*t < '0' || *t > '9') return 0;
    int v = 0;
    for (; *t >= '0' && *t <= '9'; t++)
        if (v < 100000000) v = v * 10 + (*t - '0');
    s = t;
    return neg ? -v : v;
}
/* The magnitude (a value of the format of p bits and least exponent emin) and the sign; `nan`
 * set when the subject is a NaN, `pl` its payload. */
__device__ inline double __oxacc_strtod_core(const char *nptr, char **end, int p, int emin, bool &neg,
                                             bool &nan, unsigned long long &pl) {
    const double inf = __longlong_as_double(0x7ff0000000000000LL);
    auto hexd = [](char c) -> int {
        return c >= '0' && c <= '9' ? c - '0' : (c | 32) >= 'a' && (c | 32) <= 'f' ? (c | 32) - 'a' + 10 : -1;
    };
    const char *s = nptr;
    while (*s == ' ' || (*s >= '\t' && *s <= '\r')) s++;
    neg = *s == '-';
    if (*s == '-' || *s == '+') s++;
    nan = false;
    pl = 0;
    if (s[0] == '0' && (s[1] | 32) == 'x' && (hexd(s[2]) >= 0 || (s[2] == '.' && hexd(s[3]) >= 0))) {
        /* 60 bits of the hex digits kept (the result needs p + 2), the rest a sticky bit. */
        s += 2;
        unsigned long long m = 0;
        int e2 = 0;
        bool sticky = false, dot = false;
        for (;; s++) {
            if (*s == '.' && !dot) {
                dot = true;
                continue;
            }
            int d = hexd(*s);
            if (d < 0) break;
            if (m >> 56 == 0) {
                m = m * 16 + (unsigned long long)d;
                if (dot) e2 -= 4;
            } else {
                sticky |= d != 0;
                if (!dot) e2 += 4;
            }
        }
        e2 += __oxacc_sd_exp(s, 'p');
        if (end) *end = (char *)s;
        return m ? __oxacc_fround(m, e2, sticky, p, emin) : 0.0;
    }
    const char *dig = s;
    int n = 0, dp = 0; /* significant digits kept; digits before the point from the first one */
    bool any = false, dot = false, sticky = false;
    unsigned long long m = 0; /* the first 19 of them */
    for (;; s++) {
        if (*s == '.' && !dot) {
            dot = true;
            continue;
        }
        if (*s < '0' || *s > '9') break;
        any = true;
        int d = *s - '0';
        if (n == 0 && d == 0) {
            if (dot) dp--;
            continue;
        }
        if (!dot) dp++;
        if (n < 800) {
            if (n < 19) m = m * 10 + (unsigned long long)d;
            n++;
        } else {
            sticky |= d != 0;
        }
    }
    if (!any) {
        s = dig;
        if (__oxacc_sd_word(s, "inf")) {
            s += __oxacc_sd_word(s + 3, "inity") ? 8 : 3;
            if (end) *end = (char *)s;
            return inf;
        }
        if (__oxacc_sd_word(s, "nan")) {
            s += 3;
            nan = true;
            if (*s == '(') {
                const char *t = s + 1;
                while ((*t >= '0' && *t <= '9') || ((*t | 32) >= 'a' && (*t | 32) <= 'z') || *t == '_') t++;
                if (*t == ')') {
                    char *pe;
                    unsigned long long v = __oxacc_strtoull(s + 1, &pe, 0);
                    if (pe == t) pl = v;
                    s = t + 1;
                }
            }
            if (end) *end = (char *)s;
            return 0.0;
        }
        if (end) *end = (char *)nptr;
        neg = false;
        return 0.0;
    }
    int ex = __oxacc_sd_exp(s, 'e');
    if (end) *end = (char *)s;
    if (n == 0) return 0.0;
    int lo = dp + ex; /* the value lies in [10^(lo - 1), 10^lo) */
    if (lo > 310) return inf;
    if (lo < -324) return 0.0;
    int e10 = lo - n; /* value = M * 10^e10, a little above when sticky */
    if (n <= 19 && !sticky) {
        int k = e10 < 0 ? -e10 : e10;
        if (p == 53 && m <= (1ull << 53) && k <= 22) {
            double t = 1.0;
            for (int i = 0; i < k; i++) t *= 10.0; /* exact up to 1e22 */
            return e10 < 0 ? (double)m / t : (double)m * t;
        }
        if (p == 24 && m <= (1ull << 24) && k <= 10) {
            float t = 1.0f;
            for (int i = 0; i < k; i++) t *= 10.0f; /* exact up to 1e10 */
            return (double)(e10 < 0 ? (float)m / t : (float)m * t);
        }
    }
    __oxacc_big a, b;
    a.n = 0;
    {
        /* M from the digits again, nine at a time. */
        const char *t = dig;
        int taken = 0, c = 0;
        unsigned chunk = 0, scale = 1;
        bool started = false;
        for (; taken < n; t++) {
            if (*t == '.') continue;
            int d = *t - '0';
            if (!started && d == 0) continue;
            started = true;
            chunk = chunk * 10 + (unsigned)d;
            scale *= 10;
            taken++;
            if (++c == 9) {
                __oxacc_big_muladd(a, scale, chunk);
                c = 0;
                chunk = 0;
                scale = 1;
            }
        }
        if (c) __oxacc_big_muladd(a, scale, chunk);
    }
    unsigned long long q;
    int e2;
    bool st;
    if (e10 >= 0) {
        int k = e10;
        for (; k >= 9; k -= 9) __oxacc_big_muladd(a, 1000000000u, 0);
        unsigned pk = 1;
        while (k-- > 0) pk *= 10;
        __oxacc_big_muladd(a, pk, 0);
        /* The top 64 bits of M * 10^e10, the rest a sticky bit. */
        int len = __oxacc_big_bits(a), sh = len > 64 ? len - 64 : 0, qi = sh / 32, r = sh % 32;
        auto g = [&](int i) -> unsigned long long { return i < a.n ? a.w[i] : 0u; };
        unsigned long long low = g(qi) | (g(qi + 1) << 32);
        q = r ? (low >> r) | (g(qi + 2) << (64 - r)) : low;
        st = r && (a.w[qi] & ((1u << r) - 1)) != 0;
        for (int i = 0; i < qi; i++) st |= a.w[i] != 0;
        e2 = sh;
    } else {
        b.n = 1;
        b.w[0] = 1;
        int k = -e10;
        for (; k >= 9; k -= 9) __oxacc_big_muladd(b, 1000000000u, 0);
        unsigned pk = 1;
        while (k-- > 0) pk *= 10;
        __oxacc_big_muladd(b, pk, 0);
        /* a / b = (a' / b') 2^d with a' / b' in (1/2, 2): its first 64 bits. */
        int d = __oxacc_big_bits(a) - __oxacc_big_bits(b);
        if (d > 0) __oxacc_big_shl(b, d);
        else __oxacc_big_shl(a, -d);
        q = 0;
        for (int i = 0; i < 64; i++) {
            q <<= 1;
            if (__oxacc_big_cmp(a, b) >= 0) {
                __oxacc_big_sub(a, b);
                q |= 1;
            }
            __oxacc_big_shl(a, 1);
        }
        st = a.n != 0;
        e2 = d - 63;
    }
    return __oxacc_fround(q, e2, st || sticky, p, emin);
}
__OXACC_D double __oxacc_strtod(const char *s, char **end) {
    bool neg, nan;
    unsigned long long pl;
    double v = __oxacc_strtod_core(s, end, 53, -1074, neg, nan, pl);
    /* A NaN built from its bits: negating one leaves its sign unspecified in PTX. */
    if (nan)
        return __longlong_as_double((long long)((neg ? 0x8000000000000000ull : 0ull) | 0x7ff8000000000000ull |
                                                (pl & ((1ull << 51) - 1))));
    return neg ? -v : v;
}
__OXACC_D float __oxacc_strtof(const char *s, char **end) {
    bool neg, nan;
    unsigned long long pl;
    float v = (float)__oxacc_strtod_core(s, end, 24, -149, neg, nan, pl); /* exact */
    if (nan)
        return __int_as_float((int)((neg ? 0x80000000u : 0u) | 0x7fc00000u | (unsigned)(pl & ((1u << 22) - 1))));
    return neg ? -v : v;
}
__OXACC_D __oxacc_ld __oxacc_strtold(const char *s, char **end) { return __oxacc_ld(__oxacc_strtod(s, end)); }
__OXACC_D double __oxacc_atof(const char *s) { return __oxacc_strtod(s, 0); }
/* bsearch (C11 7.22.5.1) as glibc's: halving [l, u) from the middle, so that among equal
 * elements it finds the one glibc's does. */
__device__ inline void *__oxacc_bsearch(const void *key, const void *base, unsigned long n, unsigned long size,
                                        int (*cmp)(const void *, const void *)) {
    unsigned long l = 0, u = n;
    while (l < u) {
        unsigned long i = (l + u) / 2;
        const void *p = (const char *)base + i * size;
        int c = cmp(key, p);
        if (c < 0) u = i;
        else if (c > 0) l = i + 1;
        else return (void *)p;
    }
    return 0;
}
/* qsort (C11 7.22.5.2) stable, as glibc's merge sort is when it can allocate its buffer (the
 * order of equal elements is unspecified, but programs see glibc's): runs of 8 by insertion,
 * then bottom-up merges through a buffer from the device heap; without one, insertion sort
 * throughout (stable, quadratic). Elements move by memcpy (any size and alignment). */
__device__ inline void __oxacc_qsort(void *base, unsigned long n, unsigned long size,
                                     int (*cmp)(const void *, const void *)) {
    if (n < 2 || size == 0) return;
    char *a = (char *)base;
    char *buf = (char *)malloc(n * size);
    char tmp[64];
    char *t = size <= sizeof tmp ? tmp : (char *)malloc(size);
    if (!t) { if (buf) free(buf); return; }
    const unsigned long run = buf ? 8 : n;
    for (unsigned long s = 0; s < n; s += run) {
        unsigned long e = s + run < n ? s + run : n;
        for (unsigned long i = s + 1; i < e; i++) {
            unsigned long j = i;
            while (j > s && cmp(a + (j - 1) * size, a + i * size) > 0) j--;
            if (j == i) continue;
            memcpy(t, a + i * size, size);
            for (unsigned long k = i; k > j; k--) memcpy(a + k * size, a + (k - 1) * size, size);
            memcpy(a + j * size, t, size);
        }
    }
    if (buf) {
        char *src = a, *dst = buf;
        for (unsigned long w = run; w < n; w *= 2) {
            for (unsigned long lo = 0; lo < n; lo += 2 * w) {
                unsigned long mid = lo + w < n ? lo + w : n, hi = lo + 2 * w < n ? lo + 2 * w : n;
                unsigned long i = lo, j = mid, o = lo;
                while (i < mid && j < hi) {
                    /* the left element first when equal: stable */
                    if (cmp(src + j * size, src + i * size) < 0) memcpy(dst + o++ * size, src + j++ * size, size);
                    else memcpy(dst + o++ * size, src + i++ * size, size);
                }
                while (i < mid) memcpy(dst + o++ * size, src + i++ * size, size);
                while (j < hi) memcpy(dst + o++ * size, src + j++ * size, size);
            }
            char *x = src; src = dst; dst = x;
        }
        if (src != a) memcpy(a, src, n * size);
        free(buf);
    }
    if (t != tmp) free(t);
}
/* <inttypes.h> (C11 7.8.2: intmax_t is long on the hosts oxacc targets, LP64) and POSIX's
 * <string.h> / <strings.h> extras, in the "C" locale: strcasecmp compares the lower-case
 * bytes as unsigned char (glibc returns their difference); strdup and strndup allocate from
 * the device heap (free them in device code); ffs numbers bits from 1 (0 for no bit set). */
__OXACC_D long __oxacc_strtoimax(const char *s, char **end, int base) { return (long)__oxacc_strtoll(s, end, base); }
__OXACC_D unsigned long __oxacc_strtoumax(const char *s, char **end, int base) {
    return (unsigned long)__oxacc_strtoull(s, end, base);
}
__OXACC_D long __oxacc_imaxabs(long v) { return v < 0 ? (long)(0ul - (unsigned long)v) : v; }
__OXACC_D int __oxacc_lower_c(int c) { return c >= 'A' && c <= 'Z' ? c + 32 : c; }
__OXACC_D int __oxacc_strncasecmp(const char *a, const char *b, unsigned long n) {
    for (unsigned long k = 0; k < n; k++) {
        int x = __oxacc_lower_c((unsigned char)a[k]), y = __oxacc_lower_c((unsigned char)b[k]);
        if (x != y || !x) return x - y;
    }
    return 0;
}
__OXACC_D int __oxacc_strcasecmp(const char *a, const char *b) { return __oxacc_strncasecmp(a, b, ~0ul); }
__OXACC_D char *__oxacc_stpcpy(char *d, const char *s) {
    while ((*d = *s++)) d++;
    return d;
}
__OXACC_D void *__oxacc_memccpy(void *d, const void *s, int c, unsigned long n) {
    unsigned char *o = (unsigned char *)d;
    const unsigned char *i = (const unsigned char *)s;
    for (unsigned long k = 0; k < n; k++)
        if ((o[k] = i[k]) == (unsigned char)c) return o + k + 1;
    return 0;
}
__OXACC_D char *__oxacc_strndup(const char *s, unsigned long n) {
    unsigned long len = __oxacc_strnlen(s, n);
    char *d = (char *)malloc(len + 1);
    if (!d) return 0;
    memcpy(d, s, len);
    d[len] = 0;
    return d;
}
__OXACC_D char *__oxacc_strdup(const char *s) { return __oxacc_strndup(s, ~0ul); }
__OXACC_D int __oxacc_ffsll(long long v) { return v ? __oxacc_b_ctzll((unsigned long long)v) + 1 : 0; }
__OXACC_D int __oxacc_ffsl(long v) { return __oxacc_ffsll(v); }
__OXACC_D int __oxacc_ffs(int v) { return __oxacc_ffsll((long long)(unsigned)v); }
/* roundeven (C23 7.12.9.8, glibc since 2.25): to the nearest integer, halfway cases to the
 * even one, whatever the rounding mode (x - trunc(x) is exact). NaNs and infinities as they
 * are; the sign of a zero result is x's. */
__OXACC_D double __oxacc_roundeven(double x) {
    double r = trunc(x), d = fabs(x - r);
    if (d > 0.5 || (d == 0.5 && fmod(r, 2.0) != 0.0)) r += copysign(1.0, x);
    return r;
}
__OXACC_D float __oxacc_roundevenf(float x) {
    float r = truncf(x), d = fabsf(x - r);
    if (d > 0.5f || (d == 0.5f && fmodf(r, 2.0f) != 0.0f)) r += copysignf(1.0f, x);
    return r;
}
/* nanl, frexpl, modfl and remquol (C11 7.12.11.2, 7.12.6.4, 7.12.6.12, 7.12.10.3) computed in
 * double, as every long double is in device code; BSD's finite and finitef (1 for a finite
 * value, glibc's). */
__OXACC_D __oxacc_ld __oxacc_nanl(const char *s) { return __oxacc_ld(nan(s)); }
__OXACC_D __oxacc_ld __oxacc_frexpl(__oxacc_ld x, int *e) { return __oxacc_ld(frexp((double)x, e)); }
__OXACC_D __oxacc_ld __oxacc_modfl(__oxacc_ld x, __oxacc_ld *ip) {
    double i, r = modf((double)x, &i);
    *ip = __oxacc_ld(i);
    return __oxacc_ld(r);
}
__OXACC_D __oxacc_ld __oxacc_remquol(__oxacc_ld x, __oxacc_ld y, int *q) {
    return __oxacc_ld(remquo((double)x, (double)y, q));
}
__OXACC_D int __oxacc_finite(double x) { return isfinite(x) ? 1 : 0; }
__OXACC_D int __oxacc_finitef(float x) { return isfinite(x) ? 1 : 0; }
/* printf with a format that is not a literal and long double arguments (kernel.rs): those are
 * passed as doubles (the device's long double is a double), so the format is copied without
 * the `L` length modifier of its conversions (C11 7.21.6.1p7), as the writer strips a
 * literal's: into a local buffer, or the device heap for a long format. */
template <class... A> __device__ inline int __oxacc_printf_ld(const char *fmt, A... a) {
    char local[256];
    unsigned long n = __oxacc_b_strlen(fmt) + 1;
    char *b = n <= sizeof local ? local : (char *)malloc(n);
    if (!b) return -1;
    auto flag = [](char c) {
        return c == '-' || c == '+' || c == ' ' || c == '#' || c == '\'' || c == 'I' || c == '*' || c == '.' ||
               c == '$' || (c >= '0' && c <= '9');
    };
    unsigned long o = 0;
    for (unsigned long i = 0; fmt[i];) {
        char c = fmt[i++];
        b[o++] = c;
        if (c != '%') continue;
        /* flags, width, precision, argument position; the length; the conversion */
        while (fmt[i] && flag(fmt[i])) b[o++] = fmt[i++];
        if (fmt[i] == 'L') i++;
        if (fmt[i]) b[o++] = fmt[i++];
    }
    b[o] = 0;
    int r = printf(b, a...);
    if (b != local) free(b);
    return r;
}
/* Hints: a prefetch does nothing here (its arguments are still evaluated); assume_aligned
   returns its pointer. */
template <class... A> __OXACC_D void __oxacc_b_prefetch(A...) {}
template <class T, class... A> __OXACC_D T __oxacc_b_assume_aligned(T p, A...) { return p; }
/* __builtin_{add,sub,mul}_overflow on operands of up to 64 bits (kernel.rs refuses 128-bit
   ones): the exact result as a sign and a 128-bit magnitude (hi, lo), stored into *r (of up
   to 128 bits) wrapped to its type as gcc does; true when it does not fit that type. */
template <class T> __OXACC_D bool __oxacc_ov_neg(T x) { return x < (T)0 && (T)-1 < (T)0; }
template <class T> __OXACC_D unsigned long long __oxacc_ov_mag(T x) {
    return __oxacc_ov_neg(x) ? 0ull - (unsigned long long)(long long)x : (unsigned long long)x;
}
template <class R> __OXACC_D bool __oxacc_ov_store(bool neg, unsigned long long hi, unsigned long long lo, R *r) {
    if (hi == 0 && lo == 0) neg = false;
    if (sizeof(R) == 16) {
        /* A 128-bit result (`__int128 r`): the whole magnitude, which always fits unsigned. */
        unsigned __int128 m = ((unsigned __int128)hi << 64) | lo;
        *r = (R)(neg ? (unsigned __int128)0 - m : m);
        if ((R)-1 > (R)0) return neg;
        return m > (((unsigned __int128)1 << 127) - (neg ? 0u : 1u));
    }
    *r = (R)(neg ? 0ull - lo : lo);
    const int bits = (int)sizeof(R) * 8;
    if ((R)-1 > (R)0) return neg || hi != 0 || (bits < 64 && (lo >> bits) != 0);
    unsigned long long lim = (1ull << (bits - 1)) - (neg ? 0ull : 1ull);
    return hi != 0 || lo > lim;
}
template <class A, class B, class R> __OXACC_D bool __oxacc_ov_add(bool na, unsigned long long ma, bool nb, unsigned long long mb, R *r) {
    if (na == nb) {
        unsigned long long lo = ma + mb;
        return __oxacc_ov_store(na, lo < ma ? 1ull : 0ull, lo, r);
    }
    return ma >= mb ? __oxacc_ov_store(na, 0ull, ma - mb, r) : __oxacc_ov_store(nb, 0ull, mb - ma, r);
}
template <class A, class B, class R> __OXACC_D bool __oxacc_b_add_overflow(A a, B b, R *r) {
    return __oxacc_ov_add<A, B, R>(__oxacc_ov_neg(a), __oxacc_ov_mag(a), __oxacc_ov_neg(b), __oxacc_ov_mag(b), r);
}
template <class A, class B, class R> __OXACC_D bool __oxacc_b_sub_overflow(A a, B b, R *r) {
    unsigned long long mb = __oxacc_ov_mag(b);
    return __oxacc_ov_add<A, B, R>(__oxacc_ov_neg(a), __oxacc_ov_mag(a), mb != 0 && !__oxacc_ov_neg(b), mb, r);
}
template <class A, class B, class R> __OXACC_D bool __oxacc_b_mul_overflow(A a, B b, R *r) {
    unsigned long long ma = __oxacc_ov_mag(a), mb = __oxacc_ov_mag(b);
    return __oxacc_ov_store(__oxacc_ov_neg(a) != __oxacc_ov_neg(b), __umul64hi(ma, mb), ma * mb, r);
}
__OXACC_D int __oxacc_b_fpclassify(int nan, int inf, int norm, int sub, int zero, double x) {
    return __oxacc_b_isnan(x) ? nan : __oxacc_b_isinf(x) ? inf : x == 0 ? zero : __oxacc_b_isnormal(x) ? norm : sub;
}

/* Private copies whose length is known only at run time live on the device heap (its size is
 * set by the runtime: OXACC_DEVICE_HEAP). */
/* A pool of private copies (kernel.rs, slab_storage), allocated by a gang's leader before
 * the threads reach the copies, perhaps never (a loop with no iteration, a dead branch): a
 * failed allocation stops the kernel only where a thread uses its slice. */
__device__ __noinline__ inline void __oxacc_pool_check(const void *p, unsigned long long n) {
    if (!p) {
        printf("oxacc: the device heap is exhausted (a private copy of %llu bytes): raise OXACC_DEVICE_HEAP\n", n);
        __trap();
    }
}
__device__ __noinline__ inline void *__oxacc_malloc(unsigned long n) {
    void *p = malloc(n);
    if (!p) {
        printf("oxacc: the device heap is exhausted (a private copy of %lu bytes): raise OXACC_DEVICE_HEAP\n", n);
        __trap();
    }
    return p;
}

/* A variable-length array declared in device code (`double t[n];`, C11 6.7.6.2): C++ has
 * none, so its elements live in this object's inline buffer when they fit (no heap call for
 * the small temporaries of a loop body), else on the device heap. The destructor frees them
 * when the block is left by any path (break, continue, return, goto), where C ends the
 * array's lifetime (6.2.4p7); C forbids jumping into its scope, as C++ does past a
 * constructor. */
template <class T> struct __oxacc_vla {
    T *p;
    alignas(16) unsigned char small[128];
    __device__ explicit __oxacc_vla(unsigned long long n) {
        unsigned long long bytes = n * sizeof(T);
        p = bytes <= sizeof(small) && alignof(T) <= 16
            ? (T *)(void *)small
            : (T *)__oxacc_malloc(bytes ? bytes : 1);
    }
    __device__ ~__oxacc_vla() {
        if ((void *)p != (void *)small) ::free((void *)p);
    }
    __oxacc_vla(const __oxacc_vla &) = delete;
    __oxacc_vla &operator=(const __oxacc_vla &) = delete;
};

/* <ctype.h> in the "C" locale (C11 7.4, 7.11.1.1: a program starts in it; device code has no
 * setlocale): glibc's class bits (<ctype.h>'s _ISbit, little-endian), for glibc's macros that
 * read (*__ctype_b_loc())[c] with c in -128 .. 255, glibc's tolower/toupper tables (an entry
 * below -1 is c + 256, as glibc's), and the functions. */
__host__ __device__ constexpr unsigned short __oxacc_ctype_bits(int c) {
    bool up = c >= 'A' && c <= 'Z', lo = c >= 'a' && c <= 'z', dig = c >= '0' && c <= '9';
    bool xd = dig || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
    bool sp = c == ' ' || (c >= '\t' && c <= '\r');
    bool pr = c >= 0x20 && c < 0x7f, gr = c > 0x20 && c < 0x7f;
    bool bl = c == ' ' || c == '\t', cn = (c >= 0 && c < 0x20) || c == 0x7f;
    bool al = up || lo, an = al || dig, pu = gr && !an;
    return (unsigned short)((up ? 0x100 : 0) | (lo ? 0x200 : 0) | (al ? 0x400 : 0) | (dig ? 0x800 : 0) |
                            (xd ? 0x1000 : 0) | (sp ? 0x2000 : 0) | (pr ? 0x4000 : 0) | (gr ? 0x8000 : 0) |
                            (bl ? 0x1 : 0) | (cn ? 0x2 : 0) | (pu ? 0x4 : 0) | (an ? 0x8 : 0));
}
struct __oxacc_ctype_tables {
    unsigned short b[384];
    int lower[384], upper[384];
    __host__ __device__ constexpr __oxacc_ctype_tables() : b(), lower(), upper() {
        for (int i = 0; i < 384; i++) {
            int c = i - 128, u = c < -1 ? c + 256 : c;
            b[i] = __oxacc_ctype_bits(c);
            lower[i] = u >= 'A' && u <= 'Z' ? u + 32 : u;
            upper[i] = u >= 'a' && u <= 'z' ? u - 32 : u;
        }
    }
};
static __device__ const __oxacc_ctype_tables __oxacc_ctype = __oxacc_ctype_tables();
static __device__ const unsigned short *__oxacc_ctype_b = __oxacc_ctype.b + 128;
static __device__ const int *__oxacc_ctype_lower = __oxacc_ctype.lower + 128;
static __device__ const int *__oxacc_ctype_upper = __oxacc_ctype.upper + 128;
__OXACC_D const unsigned short **__oxacc___ctype_b_loc() { return &__oxacc_ctype_b; }
__OXACC_D const int **__oxacc___ctype_tolower_loc() { return &__oxacc_ctype_lower; }
__OXACC_D const int **__oxacc___ctype_toupper_loc() { return &__oxacc_ctype_upper; }
#define __OXACC_CTYPE_FN(NAME, BITS) \
    __OXACC_D int __oxacc_##NAME(int c) { return c >= -128 && c < 256 ? __oxacc_ctype.b[c + 128] & (BITS) : 0; }
__OXACC_CTYPE_FN(isupper, 0x100)
__OXACC_CTYPE_FN(islower, 0x200)
__OXACC_CTYPE_FN(isalpha, 0x400)
__OXACC_CTYPE_FN(isdigit, 0x800)
__OXACC_CTYPE_FN(isxdigit, 0x1000)
__OXACC_CTYPE_FN(isspace, 0x2000)
__OXACC_CTYPE_FN(isprint, 0x4000)
__OXACC_CTYPE_FN(isgraph, 0x8000)
__OXACC_CTYPE_FN(isblank, 0x1)
__OXACC_CTYPE_FN(iscntrl, 0x2)
__OXACC_CTYPE_FN(ispunct, 0x4)
__OXACC_CTYPE_FN(isalnum, 0x8)
#undef __OXACC_CTYPE_FN
__OXACC_D int __oxacc_tolower(int c) { return c >= -128 && c < 256 ? __oxacc_ctype.lower[c + 128] : c; }
__OXACC_D int __oxacc_toupper(int c) { return c >= -128 && c < 256 ? __oxacc_ctype.upper[c + 128] : c; }
__OXACC_D int __oxacc_isascii(int c) { return (c & ~0x7f) == 0; }
__OXACC_D int __oxacc_toascii(int c) { return c & 0x7f; }

/* nexttoward (C11 7.12.11.4): its long double `y` is a double in device code. */
__OXACC_D double __oxacc_nexttoward(double x, double y) { return nextafter(x, y); }
__OXACC_D float __oxacc_nexttowardf(float x, double y) {
    if (x != x || y != y) return (float)((double)x + y);
    if ((double)x == y) return (float)y;
    return nextafterf(x, (double)x < y ? __int_as_float(0x7f800000) : -__int_as_float(0x7f800000));
}

/* ---- more of the C library in device code (kernel.rs maps the calls) --------------------
 * GNU and BSD string extensions as glibc defines them: strchrnul, mempcpy, memrchr, stpncpy,
 * strsep, strtok_r, strcasestr, memmem, index, rindex, bcmp, bzero, bcopy, and strcoll and
 * strxfrm in the "C" locale (strcmp and a copy: the device has no locales, as <ctype.h>). */
__OXACC_D char *__oxacc_strchrnul(const char *s, int c) {
    while (*s && *s != (char)c) s++;
    return (char *)s;
}
__OXACC_D void *__oxacc_mempcpy(void *d, const void *s, unsigned long n) { return (char *)memcpy(d, s, n) + n; }
__OXACC_D void *__oxacc_memrchr(const void *s, int c, unsigned long n) {
    const unsigned char *p = (const unsigned char *)s;
    while (n--)
        if (p[n] == (unsigned char)c) return (void *)(p + n);
    return 0;
}
__OXACC_D char *__oxacc_stpncpy(char *d, const char *s, unsigned long n) {
    unsigned long k = 0;
    for (; k < n && s[k]; ++k) d[k] = s[k];
    char *r = d + k;
    for (; k < n; ++k) d[k] = 0;
    return r;
}
__OXACC_D char *__oxacc_strsep(char **sp, const char *delim) {
    char *s = *sp;
    if (!s) return 0;
    char *e = s + __oxacc_strcspn(s, delim);
    if (*e) *e++ = 0;
    else e = 0;
    *sp = e;
    return s;
}
__OXACC_D char *__oxacc_strtok_r(char *s, const char *delim, char **save) {
    if (!s) s = *save;
    if (!s) return 0;
    s += __oxacc_strspn(s, delim);
    if (!*s) {
        *save = s;
        return 0;
    }
    char *e = s + __oxacc_strcspn(s, delim);
    if (*e) *e++ = 0;
    *save = e;
    return s;
}
__OXACC_D char *__oxacc_strcasestr(const char *h, const char *n) {
    for (;; h++) {
        unsigned long k = 0;
        while (n[k] && __oxacc_tolower((unsigned char)h[k]) == __oxacc_tolower((unsigned char)n[k])) k++;
        if (!n[k]) return (char *)h;
        if (!*h) return 0;
    }
}
__OXACC_D void *__oxacc_memmem(const void *h, unsigned long hn, const void *n, unsigned long nn) {
    const unsigned char *a = (const unsigned char *)h, *b = (const unsigned char *)n;
    if (nn == 0) return (void *)a;
    for (unsigned long i = 0; nn <= hn && i <= hn - nn; i++)
        if (a[i] == b[0] && __oxacc_memcmp(a + i, b, nn) == 0) return (void *)(a + i);
    return 0;
}
__OXACC_D char *__oxacc_index(const char *s, int c) { return __oxacc_strchr(s, c); }
__OXACC_D char *__oxacc_rindex(const char *s, int c) { return __oxacc_strrchr(s, c); }
__OXACC_D int __oxacc_bcmp(const void *a, const void *b, unsigned long n) { return __oxacc_memcmp(a, b, n); }
__OXACC_D void __oxacc_bzero(void *s, unsigned long n) { memset(s, 0, n); }
__OXACC_D void __oxacc_bcopy(const void *s, void *d, unsigned long n) { __oxacc_memmove(d, s, n); }
__OXACC_D int __oxacc_strcoll(const char *a, const char *b) { return __oxacc_strcmp(a, b); }
__OXACC_D unsigned long __oxacc_strxfrm(char *d, const char *s, unsigned long n) {
    unsigned long len = __oxacc_b_strlen(s);
    if (n) __oxacc_stpncpy(d, s, len + 1 < n ? len + 1 : n);
    return len;
}
/* glibc's obsolete <math.h> functions: significand (x scaled into [1, 2); zeros, infinities
 * and NaNs as they are), drem (remainder), gamma (lgamma; the device does not set signgam, as
 * its lgamma does not), scalb (scalbn by an integral double, glibc's special cases), the
 * function forms isinff, isnanf, isinfl, isnanl (1 for either infinity: gcc folds them into
 * its builtins, which do not give glibc's -1 for -inf; nor does the host code), and lgamma_r
 * with the sign of Γ(x) as glibc gives it (1 at poles and NaNs, -1 for -0). */
__OXACC_D double __oxacc_significand(double x) {
    if (x == 0.0 || !isfinite(x)) return x;
    return scalbn(x, -ilogb(x));
}
__OXACC_D float __oxacc_significandf(float x) {
    if (x == 0.0f || !isfinite(x)) return x;
    return scalbnf(x, -ilogbf(x));
}
__OXACC_D double __oxacc_drem(double x, double y) { return remainder(x, y); }
__OXACC_D float __oxacc_dremf(float x, float y) { return remainderf(x, y); }
__OXACC_D double __oxacc_gamma(double x) { return lgamma(x); }
__OXACC_D float __oxacc_gammaf(float x) { return lgammaf(x); }
__OXACC_D double __oxacc_scalb(double x, double fn) {
    if (x != x || fn != fn) return x * fn;
    if (!isfinite(fn)) return fn > 0.0 ? x * fn : x / (-fn);
    if (rint(fn) != fn) return (fn - fn) / (fn - fn);
    if (fn > 65000.0) return scalbn(x, 65000);
    if (-fn > 65000.0) return scalbn(x, -65000);
    return scalbn(x, (int)fn);
}
__OXACC_D float __oxacc_scalbf(float x, float fn) { return (float)__oxacc_scalb((double)x, (double)fn); }
__OXACC_D int __oxacc_isinf_fn(double x) { return isinf(x) ? 1 : 0; }
__OXACC_D int __oxacc_isinff(float x) { return __oxacc_isinf_fn((double)x); }
__OXACC_D int __oxacc_isnanf(float x) { return x != x; }
__OXACC_D int __oxacc_isinfl(__oxacc_ld x) { return __oxacc_isinf_fn((double)x); }
__OXACC_D int __oxacc_isnanl(__oxacc_ld x) { return (double)x != (double)x; }
__OXACC_D int __oxacc_lgamma_sign(double x) {
    if (x != x || x > 0.0 || isinf(x)) return 1;
    if (x == 0.0) return signbit(x) ? -1 : 1;
    double f = floor(x);
    if (f == x) return 1;
    return fmod(f, 2.0) != 0.0 ? -1 : 1;
}
__OXACC_D double __oxacc_lgamma_r(double x, int *s) {
    *s = __oxacc_lgamma_sign(x);
    return lgamma(x);
}
__OXACC_D float __oxacc_lgammaf_r(float x, int *s) {
    *s = __oxacc_lgamma_sign((double)x);
    return lgammaf(x);
}
/* strerror (C11 7.24.6.2): glibc 2.36's messages for Linux's errno values (0 for the two it
 * calls unknown); another value gets "Unknown error N" in a string of the device heap (glibc
 * writes it into a per-thread buffer, which device code cannot have). */
static __device__ const char *const __oxacc_errlist[134] = {
    "Success", "Operation not permitted", "No such file or directory", "No such process",
    "Interrupted system call", "Input/output error", "No such device or address", "Argument list too long",
    "Exec format error", "Bad file descriptor", "No child processes", "Resource temporarily unavailable",
    "Cannot allocate memory", "Permission denied", "Bad address", "Block device required",
    "Device or resource busy", "File exists", "Invalid cross-device link", "No such device",
    "Not a directory", "Is a directory", "Invalid argument", "Too many open files in system",
    "Too many open files", "Inappropriate ioctl for device", "Text file busy", "File too large",
    "No space left on device", "Illegal seek", "Read-only file system", "Too many links", "Broken pipe",
    "Numerical argument out of domain", "Numerical result out of range", "Resource deadlock avoided",
    "File name too long", "No locks available", "Function not implemented", "Directory not empty",
    "Too many levels of symbolic links", 0, "No message of desired type", "Identifier removed",
    "Channel number out of range", "Level 2 not synchronized", "Level 3 halted", "Level 3 reset",
    "Link number out of range", "Protocol driver not attached", "No CSI structure available",
    "Level 2 halted", "Invalid exchange", "Invalid request descriptor", "Exchange full", "No anode",
    "Invalid request code", "Invalid slot", 0, "Bad font file format", "Device not a stream",
    "No data available", "Timer expired", "Out of streams resources", "Machine is not on the network",
    "Package not installed", "Object is remote", "Link has been severed", "Advertise error", "Srmount error",
    "Communication error on send", "Protocol error", "Multihop attempted", "RFS specific error",
    "Bad message", "Value too large for defined data type", "Name not unique on network",
    "File descriptor in bad state", "Remote address changed", "Can not access a needed shared library",
    "Accessing a corrupted shared library", ".lib section in a.out corrupted",
    "Attempting to link in too many shared libraries", "Cannot exec a shared library directly",
    "Invalid or incomplete multibyte or wide character", "Interrupted system call should be restarted",
    "Streams pipe error", "Too many users", "Socket operation on non-socket", "Destination address required",
    "Message too long", "Protocol wrong type for socket", "Protocol not available", "Protocol not supported",
    "Socket type not supported", "Operation not supported", "Protocol family not supported",
    "Address family not supported by protocol", "Address already in use", "Cannot assign requested address",
    "Network is down", "Network is unreachable", "Network dropped connection on reset",
    "Software caused connection abort", "Connection reset by peer", "No buffer space available",
    "Transport endpoint is already connected", "Transport endpoint is not connected",
    "Cannot send after transport endpoint shutdown", "Too many references: cannot splice",
    "Connection timed out", "Connection refused", "Host is down", "No route to host",
    "Operation already in progress", "Operation now in progress", "Stale file handle",
    "Structure needs cleaning", "Not a XENIX named type file", "No XENIX semaphores available",
    "Is a named type file", "Remote I/O error", "Disk quota exceeded", "No medium found", "Wrong medium type",
    "Operation canceled", "Required key not available", "Key has expired", "Key has been revoked",
    "Key was rejected by service", "Owner died", "State not recoverable",
    "Operation not possible due to RF-kill", "Memory page has hardware error",
};
__device__ inline char *__oxacc_strerror(int e) {
    if (e >= 0 && e < 134 && __oxacc_errlist[e]) return (char *)__oxacc_errlist[e];
    char *b = (char *)malloc(32);
    if (!b) return (char *)"Unknown error";
    const char *p = "Unknown error ";
    int k = 0;
    while (*p) b[k++] = *p++;
    unsigned u = e < 0 ? 0u - (unsigned)e : (unsigned)e;
    if (e < 0) b[k++] = '-';
    char t[12];
    int n = 0;
    do t[n++] = (char)('0' + u % 10); while (u /= 10);
    while (n) b[k++] = t[--n];
    b[k] = 0;
    return b;
}
/* ---- sprintf and snprintf (C11 7.21.6.1, 7.21.6.5, 7.21.6.6) as glibc formats ----------
 * The arguments, of the types C's default promotions leave (long double is a double in
 * device code, kernel.rs converts it), become an array of tagged values; the formatter reads
 * them in order or by position (`%2$d`, `*3$`, POSIX). Every conversion of glibc: d i u o x X
 * c s p n % with the flags - + space # 0 (' and I, no effect in the "C" locale), widths and
 * precisions (`*` too), the length modifiers hh h l ll q L j z Z t; e E f F g G a A exactly as
 * glibc rounds them in the default rounding mode: the decimal digits of a double are exact
 * (its integer significand times 2^e or 5^-e in base 10^9 limbs: at most 767 significant
 * digits), rounded once, ties to even. %La prints glibc's x87 layout (0x8p-3 for 1.0) of the
 * double the device has. A conversion glibc does not know is copied as written. */
struct __oxacc_fa {
    int k; /* 0 signed integer, 1 unsigned integer, 2 floating, 3 pointer */
    union {
        long long i;
        double d;
        const void *p;
    };
    __OXACC_D __oxacc_fa() : k(0), i(0) {}
    __OXACC_D __oxacc_fa(bool v) : k(0), i(v) {}
    __OXACC_D __oxacc_fa(char v) : k(0), i(v) {}
    __OXACC_D __oxacc_fa(signed char v) : k(0), i(v) {}
    __OXACC_D __oxacc_fa(short v) : k(0), i(v) {}
    __OXACC_D __oxacc_fa(int v) : k(0), i(v) {}
    __OXACC_D __oxacc_fa(long v) : k(0), i(v) {}
    __OXACC_D __oxacc_fa(long long v) : k(0), i(v) {}
    __OXACC_D __oxacc_fa(unsigned char v) : k(1), i(v) {}
    __OXACC_D __oxacc_fa(unsigned short v) : k(1), i(v) {}
    __OXACC_D __oxacc_fa(unsigned v) : k(1), i(v) {}
    __OXACC_D __oxacc_fa(unsigned long v) : k(1), i((long long)v) {}
    __OXACC_D __oxacc_fa(unsigned long long v) : k(1), i((long long)v) {}
    __OXACC_D __oxacc_fa(float v) : k(2), d(v) {}
    __OXACC_D __oxacc_fa(double v) : k(2), d(v) {}
    __OXACC_D __oxacc_fa(decltype(nullptr)) : k(3), p(0) {}
    template <class T> __OXACC_D __oxacc_fa(T *v) : k(3), p((const void *)v) {}
    /* an enumeration (kernel.rs refuses records and complex values) */
    template <class T> __OXACC_D __oxacc_fa(T v) : k(0), i((long long)v) {}
    __OXACC_D long long si() const { return k == 2 ? (long long)d : k == 3 ? (long long)p : i; }
    __OXACC_D double fd() const { return k == 2 ? d : k == 1 ? (double)(unsigned long long)i : (double)i; }
};
struct __oxacc_fout {
    char *s;
    unsigned long cap, n;
    __OXACC_D void put(char c) {
        if (n + 1 < cap) s[n] = c;
        n++;
    }
    __OXACC_D void rep(char c, long k) {
        while (k-- > 0) put(c);
    }
    __OXACC_D void str(const char *p, long k) {
        for (long j = 0; j < k; j++) put(p[j]);
    }
};
/* The exact decimal digits of x (finite, > 0), most significant first, without trailing zeros;
 * x = 0.d0d1d2... * 10^pt. Returns their number. */
__device__ inline int __oxacc_fdigits(double x, char *d, int *pt) {
    unsigned long long u = (unsigned long long)__double_as_longlong(x);
    int be = (int)((u >> 52) & 0x7ff);
    unsigned long long m = u & ((1ull << 52) - 1);
    int e;
    if (be) {
        m |= 1ull << 52;
        e = be - 1075;
    } else {
        e = -1074;
    }
    while (!(m & 1) && e < 0) {
        m >>= 1;
        e++;
    }
    unsigned L[90];
    int n = 0;
    do {
        L[n++] = (unsigned)(m % 1000000000ull);
        m /= 1000000000ull;
    } while (m);
    auto mul = [&](unsigned f) {
        unsigned long long c = 0;
        for (int j = 0; j < n; j++) {
            c += (unsigned long long)L[j] * f;
            L[j] = (unsigned)(c % 1000000000ull);
            c /= 1000000000ull;
        }
        while (c) {
            L[n++] = (unsigned)(c % 1000000000ull);
            c /= 1000000000ull;
        }
    };
    if (e > 0) {
        int k = e;
        for (; k >= 29; k -= 29) mul(1u << 29);
        if (k) mul(1u << k);
    } else if (e < 0) {
        int k = -e;
        for (; k >= 13; k -= 13) mul(1220703125u);
        unsigned f = 1;
        while (k--) f *= 5;
        if (f > 1) mul(f);
    }
    int nd = 0;
    char t[10];
    unsigned top = L[n - 1];
    int tn = 0;
    do {
        t[tn++] = (char)('0' + top % 10);
        top /= 10;
    } while (top);
    while (tn) d[nd++] = t[--tn];
    for (int j = n - 2; j >= 0; j--) {
        unsigned v = L[j];
        for (int q = 8; q >= 0; q--) {
            d[nd + q] = (char)('0' + v % 10);
            v /= 10;
        }
        nd += 9;
    }
    *pt = nd + (e < 0 ? e : 0);
    while (nd > 1 && d[nd - 1] == '0') nd--;
    return nd;
}
/* Rounds d (nd digits, point pt) to its first k digits, to nearest, ties to even. */
__OXACC_D void __oxacc_fround(char *d, int &nd, int &pt, int k) {
    if (k >= nd) return;
    if (k < 0) {
        nd = 0;
        return;
    }
    char r = d[k];
    bool sticky = false;
    for (int j = k + 1; j < nd; j++) sticky |= d[j] != '0';
    bool up = r > '5' || (r == '5' && (sticky || (k > 0 && ((d[k - 1] - '0') & 1))));
    nd = k;
    if (!up) return;
    int j = k - 1;
    while (j >= 0 && d[j] == '9') j--;
    if (j < 0) {
        d[0] = '1';
        nd = 1;
        pt++;
    } else {
        d[j]++;
        nd = j + 1;
    }
}
__device__ __noinline__ inline int __oxacc_vfmt(char *s, unsigned long cap, const char *f, const __oxacc_fa *av, int na) {
    __oxacc_fout o{s, cap, 0};
    int next = 0;
    for (const char *p = f; *p;) {
        if (*p != '%') {
            o.put(*p++);
            continue;
        }
        const char *start = p++;
        auto num = [&](const char *&q) {
            long v = 0;
            while (*q >= '0' && *q <= '9') {
                if (v < 100000000) v = v * 10 + (*q - '0');
                q++;
            }
            return v;
        };
        auto arg = [&](int idx) -> __oxacc_fa { return idx >= 0 && idx < na ? av[idx] : __oxacc_fa(); };
        /* an argument position (POSIX `%n$`) */
        int pos = -1;
        {
            const char *q = p;
            long v = num(q);
            if (q != p && *q == '$' && v > 0) {
                pos = (int)v - 1;
                p = q + 1;
            }
        }
        bool minus = false, plus = false, space = false, alt = false, zero = false;
        for (;; p++) {
            if (*p == '-') minus = true;
            else if (*p == '+') plus = true;
            else if (*p == ' ') space = true;
            else if (*p == '#') alt = true;
            else if (*p == '0') zero = true;
            else if (*p != '\'' && *p != 'I') break;
        }
        auto star = [&]() -> long {
            const char *q = p;
            long v = num(q);
            if (q != p && *q == '$' && v > 0) {
                p = q + 1;
                return arg((int)v - 1).si();
            }
            return arg(next++).si();
        };
        long width = 0, prec = -1;
        if (*p == '*') {
            p++;
            width = (int)star();
            if (width < 0) {
                minus = true;
                width = -width;
            }
        } else {
            width = num(p);
        }
        if (*p == '.') {
            p++;
            if (*p == '*') {
                p++;
                prec = (int)star();
                if (prec < 0) prec = -1;
            } else {
                prec = num(p);
            }
        }
        int len = 0; /* -2 hh, -1 h, 0, 1 l, 2 ll/j/z/t/q, 3 L */
        bool ldbl = false;
        for (;; p++) {
            if (*p == 'h') len = len == -1 ? -2 : -1;
            else if (*p == 'l') len = len == 1 ? 2 : 1;
            else if (*p == 'q' || *p == 'j' || *p == 'z' || *p == 'Z' || *p == 't') len = 2;
            else if (*p == 'L') {
                len = 2;
                ldbl = true;
            } else break;
        }
        char c = *p;
        if (!c) {
            o.str(start, p - start);
            break;
        }
        p++;
        if (c == '%') {
            o.put('%');
            continue;
        }
        bool known = c == 'd' || c == 'i' || c == 'u' || c == 'o' || c == 'x' || c == 'X' || c == 'c' || c == 's' ||
                     c == 'p' || c == 'n' || c == 'e' || c == 'E' || c == 'f' || c == 'F' || c == 'g' || c == 'G' ||
                     c == 'a' || c == 'A';
        if (!known) {
            o.str(start, p - start);
            continue;
        }
        __oxacc_fa v = arg(pos >= 0 ? pos : next++);
        /* pads a field of `body` characters after the prefix `pre` and `z` zeros */
        auto field_start = [&](const char *pre, int pl, long z, long body, bool zpad) {
            long total = pl + z + body;
            if (!minus && !zpad) o.rep(' ', width - total);
            o.str(pre, pl);
            if (!minus && zpad) o.rep('0', width - total);
            o.rep('0', z);
        };
        auto field_end = [&](long total) {
            if (minus) o.rep(' ', width - total);
        };
        if (c == 'n') {
            void *q = (void *)v.p;
            if (v.k == 3 && q) {
                long long n = (long long)o.n;
                if (len == -2) *(signed char *)q = (signed char)n;
                else if (len == -1) *(short *)q = (short)n;
                else if (len == 0) *(int *)q = (int)n;
                else *(long long *)q = n;
            }
            continue;
        }
        /* %lc and %ls: wchar_t (4 bytes on Linux) converted as the "C" locale's wcrtomb does:
         * ASCII as itself, another character an encoding error (glibc returns -1) */
        if (c == 'c' && len == 1) {
            long long wc = v.si();
            if (wc < 0 || wc > 0x7f) return -1;
            field_start("", 0, 0, 1, false);
            o.put((char)wc);
            field_end(1);
            continue;
        }
        if (c == 's' && len == 1 && v.p) {
            const int *q = (const int *)v.p;
            long l = 0;
            while ((prec < 0 || l < prec) && q[l]) {
                if (q[l] < 0 || q[l] > 0x7f) return -1;
                l++;
            }
            field_start("", 0, 0, l, false);
            for (long j = 0; j < l; j++) o.put((char)q[j]);
            field_end(l);
            continue;
        }
        if (c == 'c') {
            field_start("", 0, 0, 1, false);
            o.put((char)(unsigned char)v.si());
            field_end(1);
            continue;
        }
        if (c == 's' || (c == 'p' && v.k == 3 && !v.p)) {
            const char *q = c == 'p' ? "(nil)" : (const char *)v.p;
            if (!q) q = prec < 0 || prec >= 6 ? "(null)" : "";
            long l = 0;
            while ((prec < 0 || c == 'p' || l < prec) && q[l]) l++;
            field_start("", 0, 0, l, false);
            o.str(q, l);
            field_end(l);
            continue;
        }
        if (c == 'd' || c == 'i' || c == 'u' || c == 'o' || c == 'x' || c == 'X' || c == 'p') {
            unsigned long long m;
            bool neg = false;
            if (c == 'p') {
                m = (unsigned long long)v.p;
                alt = true;
                len = 2;
            } else if (c == 'd' || c == 'i') {
                long long x = v.si();
                if (len == -2) x = (signed char)x;
                else if (len == -1) x = (short)x;
                else if (len == 0) x = (int)x;
                neg = x < 0;
                m = neg ? 0ull - (unsigned long long)x : (unsigned long long)x;
            } else {
                m = (unsigned long long)v.si();
                if (len == -2) m = (unsigned char)m;
                else if (len == -1) m = (unsigned short)m;
                else if (len == 0) m = (unsigned)m;
            }
            unsigned base = c == 'o' ? 8 : (c == 'x' || c == 'X' || c == 'p') ? 16 : 10;
            const char *dg = c == 'X' ? "0123456789ABCDEF" : "0123456789abcdef";
            char b[24];
            int nd = 0;
            for (unsigned long long t = m; t; t /= base) b[nd++] = dg[t % base];
            if (prec < 0 && m == 0) b[nd++] = '0';
            char pre[3];
            int pl = 0;
            if (neg) pre[pl++] = '-';
            else if ((c == 'd' || c == 'i') && plus) pre[pl++] = '+';
            else if ((c == 'd' || c == 'i') && space) pre[pl++] = ' ';
            if (alt && base == 16 && m != 0) {
                pre[pl++] = '0';
                pre[pl++] = c == 'X' ? 'X' : 'x';
            }
            long z = prec > nd ? prec - nd : 0;
            if (alt && base == 8 && z == 0 && (nd == 0 || b[nd - 1] != '0')) z = 1;
            long total = pl + z + nd;
            field_start(pre, pl, z, nd, zero && prec < 0 && !minus);
            while (nd) o.put(b[--nd]);
            field_end(total);
            continue;
        }
        /* floating conversions */
        double x = v.fd();
        bool up = c >= 'A' && c <= 'Z';
        char lc = (char)(up ? c + 32 : c);
        bool neg = signbit(x);
        char pre[3];
        int pl = 0;
        if (neg) pre[pl++] = '-';
        else if (plus) pre[pl++] = '+';
        else if (space) pre[pl++] = ' ';
        if (!isfinite(x)) {
            const char *w = x != x ? (up ? "NAN" : "nan") : (up ? "INF" : "inf");
            field_start(pre, pl, 0, 3, false);
            o.str(w, 3);
            field_end(pl + 3);
            continue;
        }
        x = fabs(x);
        if (lc == 'a') {
            unsigned long long u = (unsigned long long)__double_as_longlong(x);
            int be = (int)((u >> 52) & 0x7ff);
            unsigned long long fr = u & ((1ull << 52) - 1);
            unsigned lead;
            int ex, nx; /* nx: the fraction's hex digits */
            if (ldbl) {
                /* x87: the integer bit explicit, the leading digit its top nibble */
                if (x == 0) {
                    lead = 0;
                    ex = 0;
                    fr = 0;
                } else {
                    int e2 = be ? be - 1023 : -1022;
                    unsigned long long m = be ? (fr | (1ull << 52)) : fr;
                    while (!(m >> 52)) {
                        m <<= 1;
                        e2--;
                    }
                    m <<= 11; /* bit 63 */
                    lead = (unsigned)(m >> 60);
                    fr = m & ((1ull << 60) - 1);
                    ex = e2 - 3;
                }
                nx = 15;
            } else {
                lead = be ? 1 : 0;
                ex = x == 0 ? 0 : be ? be - 1023 : -1022;
                nx = 13;
            }
            int keep = nx;
            if (prec < 0) {
                while (keep > 0 && ((fr >> (4 * (nx - keep))) & 0xf) == 0) keep--;
            } else if (prec < nx) {
                keep = (int)prec;
                int drop = 4 * (nx - keep);
                unsigned long long rest = fr & ((1ull << drop) - 1), half = 1ull << (drop - 1);
                fr >>= drop;
                unsigned long long lastodd = keep ? (fr & 1) : (lead & 1);
                if (rest > half || (rest == half && lastodd)) {
                    fr++;
                    if (keep == 0 || (fr >> (4 * keep))) {
                        fr = keep ? fr & ((1ull << (4 * keep)) - 1) : 0;
                        lead++;
                        if (lead == 16) {
                            lead = 1;
                            ex += 4;
                        }
                    }
                }
                fr <<= drop;
            }
            const char *dg = up ? "0123456789ABCDEF" : "0123456789abcdef";
            char eb[8];
            int en = 0;
            unsigned ue = ex < 0 ? (unsigned)-ex : (unsigned)ex;
            do {
                eb[en++] = (char)('0' + ue % 10);
                ue /= 10;
            } while (ue);
            long fd = prec > keep ? prec : keep;
            bool point = fd > 0 || alt;
            long body = 1 + (point ? 1 + fd : 0) + 2 + en;
            char pre2[5];
            int pl2 = 0;
            for (int j = 0; j < pl; j++) pre2[pl2++] = pre[j];
            pre2[pl2++] = '0';
            pre2[pl2++] = up ? 'X' : 'x';
            field_start(pre2, pl2, 0, body, zero && !minus);
            o.put(dg[lead]);
            if (point) o.put('.');
            for (int j = 0; j < keep; j++) o.put(dg[(fr >> (4 * (nx - 1 - j))) & 0xf]);
            o.rep('0', fd - keep);
            o.put(up ? 'P' : 'p');
            o.put(ex < 0 ? '-' : '+');
            while (en) o.put(eb[--en]);
            field_end(pl2 + body);
            continue;
        }
        char d[800];
        int nd, pt;
        if (x == 0) {
            d[0] = '0';
            nd = 1;
            pt = 1;
        } else {
            nd = __oxacc_fdigits(x, d, &pt);
        }
        if (prec < 0) prec = 6;
        bool estyle = lc == 'e';
        bool strip = false;
        if (lc == 'g') {
            long P = prec == 0 ? 1 : prec;
            long X0 = pt - 1;
            __oxacc_fround(d, nd, pt, (int)P);
            long X = x == 0 ? 0 : pt - 1;
            if (X0 == P - 1 && X == P) {
                /* glibc chooses %f by the unrounded exponent; when rounding then carries into
                 * exponent P, it prints %e with the no fraction digits that %f had ("%#g" of
                 * 999999.5 is "1.e+06", of 99.95 with ".2" "1.e+02") */
                estyle = true;
                prec = 0;
            } else if (P > X && X >= -4) {
                prec = P - 1 - X;
            } else {
                estyle = true;
                prec = P - 1;
            }
            strip = !alt;
            if (nd == 0) {
                d[0] = '0';
                nd = 1;
            }
        } else if (estyle) {
            __oxacc_fround(d, nd, pt, (int)prec + 1);
        } else {
            long k = pt + prec;
            __oxacc_fround(d, nd, pt, k < -1 ? -1 : k > 100000 ? 100000 : (int)k);
        }
        while (nd > 0 && d[nd - 1] == '0') nd--;
        auto dig = [&](long j) { return j >= 0 && j < nd ? d[j] : '0'; };
        if (estyle) {
            int ex = nd == 0 ? 0 : pt - 1;
            if (strip) prec = nd > 1 ? nd - 1 : 0;
            char eb[8];
            int en = 0;
            unsigned ue = ex < 0 ? (unsigned)-ex : (unsigned)ex;
            do {
                eb[en++] = (char)('0' + ue % 10);
                ue /= 10;
            } while (ue || en < 2);
            bool point = prec > 0 || alt;
            long body = 1 + (point ? 1 + prec : 0) + 2 + en;
            field_start(pre, pl, 0, body, zero && !minus);
            o.put(dig(0));
            if (point) o.put('.');
            for (long j = 1; j <= prec; j++) o.put(dig(j));
            o.put(up ? 'E' : 'e');
            o.put(ex < 0 ? '-' : '+');
            while (en) o.put(eb[--en]);
            field_end(pl + body);
        } else {
            if (strip) {
                long fr = nd - pt;
                prec = fr > 0 ? (fr < prec ? fr : prec) : 0;
            }
            long il = pt > 0 ? pt : 1;
            bool point = prec > 0 || alt;
            long body = il + (point ? 1 + prec : 0);
            field_start(pre, pl, 0, body, zero && !minus);
            if (pt <= 0) o.put('0');
            else
                for (long j = 0; j < pt; j++) o.put(dig(j));
            if (point) o.put('.');
            for (long j = 0; j < prec; j++) o.put(dig(pt + j));
            field_end(pl + body);
        }
    }
    if (cap) s[o.n < cap ? o.n : cap - 1] = 0;
    return (int)o.n;
}
template <class... A> __device__ inline int __oxacc_snprintf(char *s, unsigned long n, const char *f, A... a) {
    const __oxacc_fa v[sizeof...(A) + 1] = {__oxacc_fa(a)..., __oxacc_fa()};
    return __oxacc_vfmt(s, n, f, v, (int)sizeof...(A));
}
template <class... A> __device__ inline int __oxacc_sprintf(char *s, const char *f, A... a) {
    const __oxacc_fa v[sizeof...(A) + 1] = {__oxacc_fa(a)..., __oxacc_fa()};
    return __oxacc_vfmt(s, ~0ul, f, v, (int)sizeof...(A));
}
/* ---- sscanf (C11 7.21.6.2, 7.21.6.7) as glibc reads ---------------------------------------
 * Directives: blanks (any amount of white space), ordinary characters, and the conversions
 * d i u o x X p (strtol's and strtoul's value of the characters read: "0x" with no hex digit
 * after it reads as 0), e f g a E F G A (strtod's, correctly rounded; glibc takes the longest
 * prefix of a number, "1e+" reads 1 and consumes 3 characters; "0x" alone and an incomplete
 * "infinity" fail; "nan(123)" reads "nan" only), s c (what is left at the end), [ (a scan set with ^ and ranges), n and %, with `*` (no assignment),
 * a width, the length modifiers hh h l ll q L j z Z t, and argument positions (`%2$d`).
 * Returns the assignments made, or EOF when the input ends before the first conversion. A
 * number longer than 1023 characters is read as its first 1023. */
__OXACC_D bool __oxacc_sc_space(char c) { return c == ' ' || (c >= '\t' && c <= '\r'); }
__OXACC_D int __oxacc_sc_digit(char c, int base) {
    int v = c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'z' ? c - 'a' + 10 : c >= 'A' && c <= 'Z' ? c - 'A' + 10 : 99;
    return v < base ? v : -1;
}
__device__ __noinline__ inline int __oxacc_vscan(const char *s, const char *f, void *const *av, int na) {
    const char *in = s;
    int count = 0, next = 0;
    bool any = false; /* a conversion was attempted with input available */
    for (const char *p = f; *p;) {
        if (__oxacc_sc_space(*p)) {
            while (__oxacc_sc_space(*p)) p++;
            while (__oxacc_sc_space(*in)) in++;
            continue;
        }
        if (*p != '%' || p[1] == '%') {
            if (*p == '%') {
                p++;
                while (__oxacc_sc_space(*in)) in++;
            }
            if (!*in) return any || count ? count : -1;
            if (*in != *p) return count;
            in++;
            p++;
            continue;
        }
        p++;
        int pos = -1;
        {
            const char *q = p;
            int v = 0;
            while (*q >= '0' && *q <= '9') v = v * 10 + (*q++ - '0');
            if (q != p && *q == '$' && v > 0) {
                pos = v - 1;
                p = q + 1;
            }
        }
        bool skip = false;
        if (*p == '*') {
            skip = true;
            p++;
        }
        long width = 0;
        while (*p >= '0' && *p <= '9') width = width * 10 + (*p++ - '0');
        int len = 0; /* -2 hh, -1 h, 0, 1 l, 2 ll q j z Z t, 3 L */
        for (;; p++) {
            if (*p == 'h') len = len == -1 ? -2 : -1;
            else if (*p == 'l') len = len == 1 ? 2 : 1;
            else if (*p == 'q' || *p == 'j' || *p == 'z' || *p == 'Z' || *p == 't') len = 2;
            else if (*p == 'L') len = 3;
            else break;
        }
        char c = *p;
        if (!c) return count;
        p++;
        void *dst = 0;
        if (!skip && c != '%') {
            int idx = pos >= 0 ? pos : next++;
            dst = idx < na ? av[idx] : 0;
        }
        if (c == 'n') {
            long long n = (long long)(in - s);
            if (dst) {
                if (len == -2) *(signed char *)dst = (signed char)n;
                else if (len == -1) *(short *)dst = (short)n;
                else if (len == 0) *(int *)dst = (int)n;
                else *(long long *)dst = n;
            }
            continue;
        }
        if (c != 'c' && c != '[')
            while (__oxacc_sc_space(*in)) in++;
        if (!*in) return any || count ? count : -1;
        any = true;
        long w = width > 0 ? width : (c == 'c' ? 1 : 0x7fffffffL);
        if (c == 'c') {
            long k = 0;
            while (k < w && in[k]) k++;
            /* the input may end inside the field: glibc assigns what there is */
            if (dst) {
                if (len == 1)
                    for (long j = 0; j < k; j++) ((int *)dst)[j] = (unsigned char)in[j];
                else memcpy(dst, in, (unsigned long)k);
            }
            in += k;
            if (dst) count++;
            continue;
        }
        if (c == 's' || c == '[') {
            bool set[256];
            if (c == '[') {
                bool neg = false;
                if (*p == '^') {
                    neg = true;
                    p++;
                }
                for (int j = 0; j < 256; j++) set[j] = neg;
                const char *q = p;
                if (*q == ']') {
                    set[(unsigned char)']'] = !neg;
                    q++;
                }
                for (; *q && *q != ']'; q++) {
                    if (q[1] == '-' && q[2] && q[2] != ']' && (unsigned char)q[2] >= (unsigned char)q[0]) {
                        for (int j = (unsigned char)q[0]; j <= (unsigned char)q[2]; j++) set[j] = !neg;
                        q += 2;
                    } else {
                        set[(unsigned char)*q] = !neg;
                    }
                }
                if (!*q) return count;
                p = q + 1;
            }
            long k = 0;
            while (k < w && in[k] && (c == 's' ? !__oxacc_sc_space(in[k]) : set[(unsigned char)in[k]])) k++;
            if (k == 0) return count;
            if (dst) {
                if (len == 1) { /* %ls, %l[: wchar_t, the "C" locale's mbrtowc of each byte */
                    for (long j = 0; j < k; j++) ((int *)dst)[j] = (unsigned char)in[j];
                    ((int *)dst)[k] = 0;
                } else {
                    memcpy(dst, in, (unsigned long)k);
                    ((char *)dst)[k] = 0;
                }
                count++;
            }
            in += k;
            continue;
        }
        char b[1024];
        int bn = 0;
        long used = 0;
        auto take = [&]() {
            if (bn < 1023) b[bn++] = *in;
            in++;
            used++;
        };
        auto room = [&]() { return used < w && *in; };
        auto lower = [](char ch) { return (char)(ch >= 'A' && ch <= 'Z' ? ch + 32 : ch); };
        if (c == 'd' || c == 'i' || c == 'u' || c == 'o' || c == 'x' || c == 'X' || c == 'p') {
            int base = c == 'd' || c == 'u' ? 10 : c == 'o' ? 8 : c == 'i' ? 0 : 16;
            if (room() && (*in == '-' || *in == '+')) take();
            bool digits = false;
            if ((base == 0 || base == 16) && room() && *in == '0') {
                take();
                digits = true;
                if (room() && lower(*in) == 'x') {
                    take();
                    base = 16;
                } else if (base == 0) {
                    base = 8;
                }
            }
            if (base == 0) base = 10;
            while (room() && __oxacc_sc_digit(*in, base) >= 0) {
                take();
                digits = true;
            }
            if (!digits) return count;
            b[bn] = 0;
            if (!dst) continue;
            bool sgn = c == 'd' || c == 'i';
            unsigned long long v = sgn ? (unsigned long long)__oxacc_strtoll(b, 0, base) : __oxacc_strtoull(b, 0, base);
            if (c == 'p') *(void **)dst = (void *)v;
            else if (len == -2) *(char *)dst = (char)v;
            else if (len == -1) *(short *)dst = (short)v;
            else if (len == 0) *(int *)dst = (int)v;
            else *(long long *)dst = (long long)v;
            count++;
            continue;
        }
        if (c == 'e' || c == 'f' || c == 'g' || c == 'a' || c == 'E' || c == 'F' || c == 'G' || c == 'A') {
            if (room() && (*in == '-' || *in == '+')) take();
            auto word = [&](const char *wd) {
                long k = 0;
                while (wd[k] && used + k < w && lower(in[k]) == wd[k]) k++;
                return k;
            };
            bool ok = false;
            if (room() && lower(*in) == 'i') {
                long k = word("infinity");
                if (k == 8 || k == 3) {
                    for (long j = 0; j < k; j++) take();
                    ok = true;
                } else {
                    return count;
                }
            } else if (room() && lower(*in) == 'n') {
                if (word("nan") != 3) return count;
                for (int j = 0; j < 3; j++) take();
                ok = true;
            } else {
                int base = 10;
                if (room() && *in == '0' && used + 1 < w && lower(in[1]) == 'x') {
                    take();
                    take();
                    base = 16;
                }
                bool digits = false;
                while (room() && __oxacc_sc_digit(*in, base) >= 0) {
                    take();
                    digits = true;
                }
                if (room() && *in == '.') {
                    take();
                    while (room() && __oxacc_sc_digit(*in, base) >= 0) {
                        take();
                        digits = true;
                    }
                }
                if (!digits) return count;
                ok = true;
                if (room() && lower(*in) == (base == 16 ? 'p' : 'e')) {
                    take();
                    if (room() && (*in == '-' || *in == '+')) take();
                    while (room() && *in >= '0' && *in <= '9') take();
                }
            }
            if (!ok) return count;
            b[bn] = 0;
            if (!dst) continue;
            double v = __oxacc_strtod(b, 0);
            if (len == 3) *(__oxacc_ld *)dst = __oxacc_ld(v);
            else if (len >= 1) *(double *)dst = v;
            else *(float *)dst = __oxacc_strtof(b, 0);
            count++;
            continue;
        }
        return count; /* a conversion glibc does not know */
    }
    return count;
}
template <class... A> __device__ inline int __oxacc_sscanf(const char *s, const char *f, A... a) {
    void *const v[sizeof...(A) + 1] = {(void *)a..., 0};
    return __oxacc_vscan(s, f, v, (int)sizeof...(A));
}

/* ---- end of the oxacc CUDA prelude ---- */
