/* OMP_NUM_THREADS far above what a team can have (OpenMP 2.0, 2.3: implementation-defined).
 * Before, the runtime spawned worker threads one by one for minutes (7,700 after 15 s);
 * libgomp stops at once. Now: one line naming the variable and its value, exit status 1,
 * before any thread is started. The program sets the variable itself (the runtime reads it
 * at the first OpenMP call).
 * The program must stop with exit status 1 and one line on stderr containing:
 * EXPECT: OXACC ERROR in environment variable OMP_NUM_THREADS
 * EXPECT: OMP_NUM_THREADS=99999999999 asks for more threads than a team can have
 * EXPECT: at most
 * DEVICE: host
 */
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    setenv("OMP_NUM_THREADS", "99999999999", 1);
    printf("max threads %d: no error was reported\n", omp_get_max_threads());
    return 0;
}
