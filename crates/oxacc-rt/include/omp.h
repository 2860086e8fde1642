/* omp.h -- the OpenMP 2.0 C library of oxacc (programs compiled with `oxacc -fopenmp`).
 *
 * The routines of OpenMP 2.0 chapter 3, implemented by liboxacc_rt (crates/oxacc-rt/src/omp)
 * on the same thread team as OpenACC host regions. Each name is bound by an asm label to the
 * runtime's `__oxomp_omp_*` symbol, so a program's own `omp_*` functions (stubs for builds
 * without OpenMP) never clash with the runtime.
 */
#ifndef OXACC_OMP_H
#define OXACC_OMP_H

#ifdef __cplusplus
extern "C" {
#endif

/* A simple lock: one lock word. */
typedef struct { unsigned int __oxomp_word; } omp_lock_t;
/* A nestable lock: lock word, nesting count, owning thread. */
typedef struct { unsigned int __oxomp_word; int __oxomp_count; void *__oxomp_owner; } omp_nest_lock_t;

#define __OXOMP_API(ret, name, args) ret name args __asm__("__oxomp_" #name)

/* 3.1 execution environment */
__OXOMP_API(void, omp_set_num_threads, (int num_threads));
__OXOMP_API(int, omp_get_num_threads, (void));
__OXOMP_API(int, omp_get_max_threads, (void));
__OXOMP_API(int, omp_get_thread_num, (void));
__OXOMP_API(int, omp_get_num_procs, (void));
__OXOMP_API(int, omp_in_parallel, (void));
__OXOMP_API(void, omp_set_dynamic, (int dynamic_threads));
__OXOMP_API(int, omp_get_dynamic, (void));
__OXOMP_API(void, omp_set_nested, (int nested));
__OXOMP_API(int, omp_get_nested, (void));

/* 3.2 locks */
__OXOMP_API(void, omp_init_lock, (omp_lock_t *lock));
__OXOMP_API(void, omp_destroy_lock, (omp_lock_t *lock));
__OXOMP_API(void, omp_set_lock, (omp_lock_t *lock));
__OXOMP_API(void, omp_unset_lock, (omp_lock_t *lock));
__OXOMP_API(int, omp_test_lock, (omp_lock_t *lock));
__OXOMP_API(void, omp_init_nest_lock, (omp_nest_lock_t *lock));
__OXOMP_API(void, omp_destroy_nest_lock, (omp_nest_lock_t *lock));
__OXOMP_API(void, omp_set_nest_lock, (omp_nest_lock_t *lock));
__OXOMP_API(void, omp_unset_nest_lock, (omp_nest_lock_t *lock));
__OXOMP_API(int, omp_test_nest_lock, (omp_nest_lock_t *lock));

/* 3.3 timing */
__OXOMP_API(double, omp_get_wtime, (void));
__OXOMP_API(double, omp_get_wtick, (void));

#undef __OXOMP_API

#ifdef __cplusplus
}
#endif

#endif /* OXACC_OMP_H */
