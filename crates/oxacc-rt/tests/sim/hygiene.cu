/* User identifiers that are POSIX or C library names but neither C++ keywords nor CUDA names:
 * the CUDA writer keeps them, so no POSIX or C library declaration may reach the kernels. */
typedef struct { int sp; } stack_t;
typedef struct { int bits; } sigset_t;
typedef int pthread_t;
struct timespec { int t; };
struct sigaction { int a; };
typedef int jmp_buf;
static __device__ int time(int x) { return x + 1; }
static __device__ int sync(int x) { return x + 2; }
static __device__ int pause(int x) { return x + 3; }
static __device__ int link(int x) { return x + 4; }
static __device__ int signal(int x) { return x + 5; }
static __device__ int kill(int x) { return x + 6; }
static __device__ int sleep(int x) { return x + 7; }
static __device__ int read(int x) { return x + 8; }
static __device__ int write(int x) { return x + 9; }
static __device__ int close(int x) { return x + 10; }
static __device__ int index(int x) { return x + 11; }
static __device__ int mmap(int x) { return x + 12; }
static __device__ int getpid(int x) { return x + 13; }
static __device__ int alarm(int x) { return x + 14; }
static __device__ int pipe(int x) { return x + 15; }
static __device__ int bzero(int x) { return x + 16; }
static __device__ int strlen(int x) { return x + 17; }
static __device__ int setjmp(int x) { return x + 18; }
extern "C" __global__ void k_names(int *out) {
    stack_t s; s.sp = 1; sigset_t g; g.bits = 2; pthread_t p = 3; struct timespec ts; ts.t = 4;
    struct sigaction sa; sa.a = 5; jmp_buf jb = 6;
    out[0] = time(0) + sync(0) + pause(0) + link(0) + signal(0) + kill(0) + sleep(0) + read(0) + write(0) + close(0)
        + index(0) + mmap(0) + getpid(0) + alarm(0) + pipe(0) + bzero(0) + strlen(0) + setjmp(0)
        + s.sp + g.bits + p + ts.t + sa.a + jb;
}
#ifdef __OXACC_SIM__
static void __oxacc_simw_k_names(void **a) { k_names(*(int **)a[0]); }
extern "C" const __oxacc_sim_kernel __oxacc_sim_kernels[] = { { "k_names", __oxacc_simw_k_names } };
extern "C" const int __oxacc_sim_nkernels = 1;
#endif
