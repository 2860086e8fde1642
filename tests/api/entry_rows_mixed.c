/* spec 2.6.7, 2.7.2 with pointer-to-rows sections: rows entered together share one device block
 * that lives until its last row's lifetime ends -- here one row keeps an extra dynamic reference
 * past the end of the region, one region runs on an async queue, and one region starts with a
 * row already present (so its rows are mapped one by one). No device memory is left behind. */
#include "check.h"
#include <oxacc_rt.h>

enum { R = 12, C = 100 };

static void check_rows(float **m, float base) {
    for (int i = 0; i < R; i++) {
        float tmp[C];
        read_device(tmp, m[i], sizeof tmp);
        CHECK(same(tmp, C, base + (float)(i * C)));
    }
}

TEST_MAIN_BEGIN
    float **m = malloc(R * sizeof(float *));
    for (int i = 0; i < R; i++) {
        m[i] = malloc(C * sizeof(float));
        fill(m[i], C, (float)(i * C));
    }
    size_t before = __oxacc_device_bytes_in_use();

    /* 1: an extra reference on row 5 outlives the region */
    __oxacc_rows_enter((void **)m, R, C * sizeof(float), __OXACC_COPYIN, 0, acc_async_sync, "m", "t.c:1");
    check_rows(m, 0.0f);
    acc_copyin(m[5], C * sizeof(float));
    __oxacc_rows_exit((void **)m, R, C * sizeof(float), __OXACC_COPYIN, 0, acc_async_sync, "m", "t.c:1");
    CHECK(acc_is_present(m[5], C * sizeof(float)));
    CHECK(acc_is_present(m[4], C * sizeof(float)) == shared_memory());
    acc_delete(m[5], C * sizeof(float));
    CHECK(__oxacc_device_bytes_in_use() == before);

    /* 2: the same on queue 4, copying back */
    __oxacc_rows_enter((void **)m, R, C * sizeof(float), __OXACC_COPY, 0, 4, "m", "t.c:2");
    acc_wait(4);
    for (int i = 0; i < R; i++) {
        float tmp[C];
        fill(tmp, C, 1000.0f + (float)(i * C));
        write_device(m[i], tmp, sizeof tmp);
    }
    __oxacc_rows_exit((void **)m, R, C * sizeof(float), __OXACC_COPY, 0, 4, "m", "t.c:2");
    acc_wait(4);
    for (int i = 0; i < R; i++) CHECK(same(m[i], C, 1000.0f + (float)(i * C)));
    CHECK(__oxacc_device_bytes_in_use() == before);

    /* 3: row 2 already present: rows mapped one by one, row 2 keeps its own lifetime */
    acc_copyin(m[2], C * sizeof(float));
    __oxacc_rows_enter((void **)m, R, C * sizeof(float), __OXACC_COPY, 0, acc_async_sync, "m", "t.c:3");
    check_rows(m, 1000.0f);
    __oxacc_rows_exit((void **)m, R, C * sizeof(float), __OXACC_COPY, 0, acc_async_sync, "m", "t.c:3");
    CHECK(acc_is_present(m[2], C * sizeof(float)));
    acc_delete(m[2], C * sizeof(float));
    CHECK(__oxacc_device_bytes_in_use() == before);

    for (int i = 0; i < R; i++) free(m[i]);
    free(m);
TEST_MAIN_END
