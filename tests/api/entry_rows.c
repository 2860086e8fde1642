/* spec 2.7.1 (data specification for pointer-to-pointer sections, as in the PGI tutorial's float **),
 * 2.7.2 (attach): __oxacc_rows_enter maps the row-pointer array and every row, and attaches each
 * device row pointer to its device row; __oxacc_rows_exit copies the rows back. */
#include "check.h"
#include <oxacc_rt.h>

TEST_MAIN_BEGIN
    enum { R = 50, C = 33 };
    float **m = malloc(R * sizeof(float *));
    for (int i = 0; i < R; i++) {
        m[i] = malloc(C * sizeof(float));
        fill(m[i], C, (float)(i * 100));
    }
    size_t before = __oxacc_device_bytes_in_use();
    __oxacc_rows_enter((void **)m, R, C * sizeof(float), __OXACC_COPY, 0, acc_async_sync, "m[0:50][0:33]", "t.c:3");
    float *drows[R];
    acc_memcpy_from_device(drows, acc_deviceptr(m), sizeof drows);
    for (int i = 0; i < R; i++) {
        CHECK(drows[i] == (float *)acc_deviceptr(m[i]));
        float tmp[C];
        acc_memcpy_from_device(tmp, drows[i], sizeof tmp);
        CHECK(same(tmp, C, (float)(i * 100)));
        fill(tmp, C, (float)(-i));
        acc_memcpy_to_device(drows[i], tmp, sizeof tmp);
    }
    __oxacc_rows_exit((void **)m, R, C * sizeof(float), __OXACC_COPY, 0, acc_async_sync, "m[0:50][0:33]", "t.c:3");
    for (int i = 0; i < R; i++) {
        CHECK(same(m[i], C, (float)(-i)));
        CHECK(acc_is_present(m[i], C * sizeof(float)) == shared_memory());
    }
    CHECK(__oxacc_device_bytes_in_use() == before);
    for (int i = 0; i < R; i++) free(m[i]);
    free(m);
TEST_MAIN_END
