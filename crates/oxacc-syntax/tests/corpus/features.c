/* A tour of C11 + GNU C as found in real code; must parse cleanly and survive
   print -> parse -> print unchanged (tests/roundtrip.rs). */
typedef unsigned long size_t;
typedef struct node { struct node *next; int value; } node_t;
typedef int (*cmp_fn)(const void *, const void *);
typedef int T;
enum color { RED, GREEN = 4, BLUE, };
enum { ANON_A = 1 << 2, ANON_B = ANON_A | 1 };
union u { int i; float f; unsigned char bytes[4]; };
struct flags { unsigned a : 1, b : 3; unsigned : 0; int c : 2; };
struct anon { int kind; union { int i; double d; }; struct { int x, y; }; };
struct __attribute__((packed)) packed { char c; int i; } __attribute__((aligned(2)));
struct fam { int n; double data[]; };
_Static_assert(sizeof(int) == 4, "int is 32-bit");
extern int printf(const char *restrict fmt, ...) __attribute__((__format__(__printf__, 1, 2)));
extern void *memcpy(void *__restrict dst, const void *__restrict src, size_t n) __asm__("memcpy") __attribute__((__nothrow__, __leaf__)) __attribute__((__nonnull__(1, 2)));
extern int renamed(int) __asm__("" "real_name");
static inline __attribute__((always_inline)) int sq(int x) { return x * x; }
_Noreturn void die(void);
__extension__ typedef long long ll_t;
__extension__ typedef __int128 i128;
_Thread_local int tls;
__thread int tls2;
_Alignas(16) static char aligned_buf[64];
_Atomic int counter;
_Atomic(long) counter2;
_Complex double cz;
__complex__ float cf;
_Float128 q128;
_Float32x f32x;
_Float64x f64x;
volatile const int vc = 3;
int (*signal_like(int sig, void (*handler)(int)))(int);
int matrix[3][4];
int *ptrs[2], (*ptr_to_arr)[4];
char const *const names[] = { "a", "b", [5] = "f" };
int ranges[16] = { [0 ... 3] = 1, [8] = 2, [10 ... 15] = 3 };
struct node n1 = { .next = 0, .value = 5 };
node_t n2 = { 0, 7 };
struct anon an = { .kind = 1, .i = 2, .x = 3 };
double hexf = 0x1.8p3 + 1e-3 + .5 + 5. + 1.0f + 2.0L;
unsigned long long big = 0xFFFFFFFFFFFFFFFFull + 0b1011 + 0777 + 10u + 20l + 30ll;
int wide_sizes = sizeof(L"wide") + sizeof(u"u16") + sizeof(U"u32") + sizeof(u8"u8") + L'w' + u'x' + U'y';
const char *concat = "hello, " "world" "\n\t\\\"\x41\101";
int knr(a, b) int a; char *b; { return a + *b; }
int old_style();
void vla(int n, int m, double a[n][m], int b[*], int c[static 3], int d[const 5]);
void takes_fn(int f(int), int (*g)(int));
int implicit_decls(void) { return 0; }

static int classify(int c) {
    switch (c) {
    case 'a' ... 'z': return 1;
    case '0' ... '9': return 2;
    case ' ': case '\t':
        return 3;
    default:
        break;
    }
    return 0;
}

int stmts(int n, int *arr, cmp_fn cmp) {
    __label__ retry;
    static void *jump[] = { &&l_one, &&l_two };
    int i, sum = 0;
    T t = (T)n;
    T *tp = &t;
    {
        int T = 3;
        sum += T * 2;
    }
    for (i = 0; i < n; i++) sum += arr[i];
    for (int j = 0, k = n; j < k; j++, k--) { if (j == k) break; else continue; }
    for (;;) break;
    while (n-- > 0) sum ^= n;
    do sum <<= 1; while (sum < 100);
    if (n) if (sum) sum = 1; else sum = 2;
    if (n > 3) { sum = 3; } else if (n > 2) sum = 4; else { sum = 5; }
retry:
    if (sum > 1000) { sum /= 2; goto retry; }
    goto *jump[n & 1];
l_one:
    sum += ({ int tmp = sum; tmp * 2; });
l_two:
    sum = sum > 0 ? sum : -sum;
    sum = sum ?: 1;
    sum = (sum, n, sum);
    sum += sizeof sum + sizeof(int[3]) + _Alignof(double) + __alignof__(sum) + *tp;
    sum += __builtin_offsetof(struct anon, y) + __builtin_types_compatible_p(int, T);
    sum += _Generic(sum, int: 1, long: 2, default: 0);
    sum += (int){ 4 } + ((struct node){ 0, 1 }).value;
    sum += cmp(&sum, &n) + classify(sum) + sq(sum);
    sum += ~sum + !sum - -sum + +sum;
    sum = (sum & 0xff) | (sum >> 3) ^ (sum << 2);
    sum %= 7; sum |= 1; sum &= 3; sum -= 1; sum *= 2;
    __typeof__(sum) copy = sum;
    typeof(int *) p = &copy;
    __auto_type q = p;
    __real__ cz = 1.0; __imag__ cz = 2.0;
    __asm__ __volatile__("" ::: "memory");
    __asm__ ("movl %1, %0" : "=r" (sum) : "r" (copy) : "cc");
    __asm__ goto ("" : : "r" (sum) : : l_one);
    asm("nop");
    __attribute__((unused)) int unused_var;
    switch (sum) { case 1: __attribute__((fallthrough)); case 2: sum++; }
    _Static_assert(1, "inside a block");
    return *q;
}

int variadic(int n, ...) {
    __builtin_va_list ap;
    __builtin_va_start(ap, n);
    int v = __builtin_va_arg(ap, int);
    double *dp = __builtin_va_arg(ap, double *);
    __builtin_va_end(ap);
    return v + (int)*dp;
}
