/* spec 2.3 (acc-current-device-type-var per thread), 3.2.2: a thread's acc_set_device_type does not
 * change the device of another thread. */
#include "check.h"
#include <pthread.h>

static acc_device_t seen;
static void *other(void *p) {
    (void)p;
    seen = acc_get_device_type();
    return NULL;
}

TEST_MAIN_BEGIN
    acc_device_t t = acc_get_device_type();
    acc_set_device_type(acc_device_host);
    pthread_t th;
    CHECK(pthread_create(&th, NULL, other, NULL) == 0);
    pthread_join(th, NULL);
    CHECK(seen == t);
    CHECK(acc_get_device_type() == acc_device_host);
TEST_MAIN_END
