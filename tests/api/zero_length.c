/* spec 3.2.18, 3.2.19, 3.2.25: zero-length data: a null pointer with zero bytes is not an error;
 * acc_is_present treats zero bytes as one for a non-null pointer, and a null pointer "is defined
 * as always present with a length of zero bytes" (glossary, "Present data"; 1.16). */
#include "check.h"

TEST_MAIN_BEGIN
    CHECK(acc_copyin(NULL, 0) == NULL);
    CHECK(acc_create(NULL, 0) == NULL);
    acc_copyout(NULL, 0);
    acc_delete(NULL, 0);
    CHECK(acc_is_present(NULL, 0));
    CHECK(!acc_is_present(NULL, 4) || shared_memory());
    float a[4] = {0};
    acc_copyin(a, sizeof a);
    CHECK(acc_is_present(a, 0));
    CHECK(acc_is_present(&a[3], 0));
    acc_delete(a, sizeof a);
TEST_MAIN_END
