/* spec 2.3, 3.2.4, 3.2.5, 3.2.6: acc-current-device-num-var is per host thread, and each device
 * has its own present table and memory. With OXACC_EMUL_DEVICES=3 there are three emulated
 * devices; three threads each choose one with acc_set_device_num and map their own array at
 * the same time; a mapping made on one device is not present on the others; acc_get_property
 * with a device number reads that device's memory; the main thread's device does not change. */
#include "check.h"
#include <pthread.h>

#define NDEV 3
#define BYTES(i) ((size_t)(i + 1) << 16)

static pthread_barrier_t bar;
static char *arr[NDEV];
static int failed[NDEV];

#define TCHECK(i, cond)                                                                    \
    do {                                                                                   \
        if (!(cond)) {                                                                     \
            printf("thread %d: %s:%d: check failed: %s\n", i, __FILE__, __LINE__, #cond); \
            failed[i] = 1;                                                                 \
        }                                                                                  \
    } while (0)

static void *run(void *p) {
    int i = (int)(long)p;
    acc_set_device_num(i, acc_device_oxacc_emul);
    TCHECK(i, acc_get_device_type() == acc_device_oxacc_emul);
    TCHECK(i, acc_get_device_num(acc_device_oxacc_emul) == i);
    size_t before = acc_get_property(i, acc_device_oxacc_emul, acc_property_free_memory);
    TCHECK(i, acc_copyin(arr[i], BYTES(i)) != NULL);
    pthread_barrier_wait(&bar);
    /* every thread's array is mapped now, each on its own device */
    for (int j = 0; j < NDEV; j++)
        TCHECK(i, acc_is_present(arr[j], BYTES(j)) == (j == i));
    TCHECK(i, before - acc_get_property(i, acc_device_oxacc_emul, acc_property_free_memory) ==
                  BYTES(i));
    TCHECK(i, acc_get_device_num(acc_device_oxacc_emul) == i);
    pthread_barrier_wait(&bar);
    acc_delete(arr[i], BYTES(i));
    return NULL;
}

TEST_MAIN_BEGIN
    setenv("OXACC_EMUL_DEVICES", "3", 0); /* before the runtime's first use */
    CHECK(acc_get_num_devices(acc_device_oxacc_emul) == NDEV);
    acc_device_t t = acc_get_device_type();
    int n = acc_get_device_num(t);
    for (int i = 0; i < NDEV; i++) {
        arr[i] = malloc(BYTES(i));
        CHECK(arr[i] != NULL);
        memset(arr[i], i, BYTES(i));
    }
    CHECK(pthread_barrier_init(&bar, NULL, NDEV) == 0);
    pthread_t th[NDEV];
    for (int i = 0; i < NDEV; i++) CHECK(pthread_create(&th[i], NULL, run, (void *)(long)i) == 0);
    for (int i = 0; i < NDEV; i++) pthread_join(th[i], NULL);
    for (int i = 0; i < NDEV; i++) CHECK(!failed[i]);
    /* the threads' choices did not change this thread's device */
    CHECK(acc_get_device_type() == t);
    CHECK(acc_get_device_num(t) == n);
    /* properties of each device by number; an invalid number is 0 (3.2.6) */
    for (int i = 0; i < NDEV; i++)
        CHECK(acc_get_property(i, acc_device_oxacc_emul, acc_property_memory) > 0);
    CHECK(acc_get_property(NDEV, acc_device_oxacc_emul, acc_property_memory) == 0);
    CHECK(acc_get_property(1, acc_device_host, acc_property_memory) == 0);
    /* acc_init_device implies acc_set_device_num (3.2.7) */
    acc_init_device(2, acc_device_oxacc_emul);
    CHECK(acc_get_device_type() == acc_device_oxacc_emul);
    CHECK(acc_get_device_num(acc_device_oxacc_emul) == 2);
    for (int i = 0; i < NDEV; i++) free(arr[i]);
TEST_MAIN_END
