/* The part of oxacc's CUDA prelude these kernels need: the named barrier, which the simulator
 * header provides under __OXACC_SIM__. */
#ifndef __OXACC_SIM__
static __device__ __forceinline__ void __oxacc_bar_sync(int id, int n) {
    asm volatile("bar.sync %0, %1;" : : "r"(id), "r"(n) : "memory");
}
#endif
