/* flush (2.6.5): a producer/consumer handshake through flushed shared variables. */
#include "check.h"
int main(void) {
    int data = 0, flag = 0, got = -1;
#pragma omp parallel num_threads(2)
    {
        if (omp_get_num_threads() == 2) {
            if (omp_get_thread_num() == 0) {
                data = 42;
#pragma omp flush(data)
                flag = 1;
#pragma omp flush(flag)
            } else {
                int f = 0;
                while (!f) {
#pragma omp flush(flag)
                    f = flag;
                }
#pragma omp flush
                got = data;
            }
        } else {
            got = 42;
        }
    }
    CHECK(got == 42);
    CHECK_DONE();
}
