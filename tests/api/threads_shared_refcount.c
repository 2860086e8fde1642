/* spec 2.6.7, issue item 8: reference counts stay exact when many threads copy in and delete the
 * same data concurrently. */
#include "check.h"
#include <pthread.h>

static float shared_data[4096];

static void *worker(void *p) {
    (void)p;
    for (int i = 0; i < 2000; i++) {
        acc_copyin(shared_data, sizeof shared_data);
        acc_delete(shared_data, sizeof shared_data);
    }
    acc_copyin(shared_data, sizeof shared_data);
    return NULL;
}

TEST_MAIN_BEGIN
    pthread_t t[8];
    for (int i = 0; i < 8; i++) CHECK(pthread_create(&t[i], NULL, worker, NULL) == 0);
    for (int i = 0; i < 8; i++) pthread_join(t[i], NULL);
    CHECK(acc_is_present(shared_data, sizeof shared_data));
    for (int i = 0; i < 7; i++) acc_delete(shared_data, sizeof shared_data);
    CHECK(acc_is_present(shared_data, sizeof shared_data));
    acc_delete(shared_data, sizeof shared_data);
    CHECK(acc_is_present(shared_data, sizeof shared_data) == shared_memory());
TEST_MAIN_END
