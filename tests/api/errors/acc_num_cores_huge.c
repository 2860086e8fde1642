/* ACC_NUM_CORES (the host device's team size) far above what a team can have: one line naming
 * the variable and its value and exit status 1, instead of spawning 32,767 workers for minutes.
 * The program sets the variable itself (the runtime reads it when the team starts).
 * The program must stop with exit status 1 and one line on stderr containing:
 * EXPECT: OXACC ERROR in environment variable ACC_NUM_CORES
 * EXPECT: ACC_NUM_CORES=100000 asks for more threads than a team can have
 * DEVICE: host
 */
#include <openacc.h>
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    setenv("ACC_NUM_CORES", "100000", 1);
    const char *name = acc_get_property_string(0, acc_device_host, acc_property_name);
    printf("%s: no error was reported\n", name ? name : "(null)");
    return 0;
}
