/* An error with a tool loaded (crates/oxacc-lower/tests/run_prof.rs): the tool's acc_ev_error
 * callbacks run first (spec 5.1.11), then the default error callback prints its line and
 * halts the program (1.5). */
#include <openacc.h>

static float v[16];

int main(void)
{
#pragma acc update device(v)
    return 0;
}
