/* spec 2.16 ("If there is no async-argument-list, the associated activity queues are all
 * activity queues for the associated device") and 3.2.12 (`wait(devnum:dev_num)` is the
 * directive form of acc_wait_all_device): a wait-argument with a devnum modifier and no queue
 * list, written `devnum: d` or `devnum: d:`, on enter data, a compute construct (after
 * device_type too), a data construct, exit data and the wait directive with and without
 * async. It was a parse error ("expected ':' after the 'devnum' expression"). */
#include "acc_test.h"

int main(void) {
    static int a[100];
    int d = acc_get_device_num(acc_get_device_type());
#pragma acc enter data copyin(a) async(1) wait(devnum: d)
#pragma acc parallel loop present(a) async(2) device_type(host) wait(devnum: d) \
    device_type(*) wait(devnum: d: 1)
    for (int i = 0; i < 100; i++) a[i] += 1;
#pragma acc data present(a) wait(devnum: d:) async(3)
    {
#pragma acc serial present(a) async(3)
        { a[0] += 10; }
    }
#pragma acc exit data copyout(a) wait(devnum: d) async(4)
#pragma acc wait(devnum: d) async(5)
#pragma acc wait(devnum: d:)
    CHECK(acc_async_test_all());
    CHECK(a[0] == 11 && a[99] == 1);
    return 0;
}
