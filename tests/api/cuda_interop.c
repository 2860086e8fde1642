/* appendix A.2.1: the CUDA handles are non-null on an NVIDIA device (and a queue's stream is
 * stable); elsewhere they are null. */
#include "check.h"

TEST_MAIN_BEGIN
    if (acc_get_device_type() == acc_device_nvidia) {
        CHECK(acc_get_current_cuda_context() != NULL);
        void *s = acc_get_cuda_stream(1);
        CHECK(s != NULL && acc_get_cuda_stream(1) == s);
        CHECK(acc_get_cuda_stream(2) != s);
        acc_set_cuda_stream(3, s);
        CHECK(acc_get_cuda_stream(3) == s);
        float a[16];
        fill(a, 16, 1.0f);
        acc_copyin_async(a, sizeof a, 3);
        acc_wait(1);
        acc_wait(3);
        acc_delete(a, sizeof a);
    } else {
        CHECK(acc_get_current_cuda_device() == NULL);
        CHECK(acc_get_current_cuda_context() == NULL);
        CHECK(acc_get_cuda_stream(1) == NULL);
        acc_set_cuda_stream(1, NULL);
    }
TEST_MAIN_END
