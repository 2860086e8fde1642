/* spec 2.6.7, 2.16, 3.2.18-3.2.20, 3.2.26-3.2.27; issue item 8 (thread safety): 8 host threads
 * each do 10,000 random map/unmap/update/async operations on their own arrays and on one shared
 * array, checking every value they read back against a model; at the end every mapping is gone
 * and the device memory in use is back to its starting level. */
#include "check.h"
#include <oxacc_rt.h>
#include <pthread.h>

#define NTHREADS 8
#define NOPS 10000
#define NARR 8
#define MAXN 2048

static float shared_arr[1024];
static int shared_mem_dev;

struct arr {
    float *h;     /* host copy */
    float *model; /* what the device copy should hold (when mapped) */
    int n;
    int refs;
};

static unsigned next(unsigned *s) {
    *s = *s * 1103515245u + 12345u;
    return (*s >> 8) & 0xffffff;
}

static int equal(const float *a, const float *b, int n) { return memcmp(a, b, (size_t)n * sizeof(float)) == 0; }

static void *worker(void *arg) {
    int tid = (int)(size_t)arg;
    unsigned seed = 1234u + (unsigned)tid * 7919u;
    struct arr a[NARR];
    float *tmp = malloc(MAXN * sizeof(float));
    for (int i = 0; i < NARR; i++) {
        a[i].n = 1 + (int)(next(&seed) % MAXN);
        a[i].h = malloc((size_t)a[i].n * sizeof(float));
        a[i].model = malloc((size_t)a[i].n * sizeof(float));
        for (int k = 0; k < a[i].n; k++) a[i].h[k] = (float)(tid * 100000 + i * 1000 + k);
        a[i].refs = 0;
    }
    for (int op = 0; op < NOPS; op++) {
        struct arr *x = &a[next(&seed) % NARR];
        size_t bytes = (size_t)x->n * sizeof(float);
        float stamp = (float)(op + 1);
        switch (next(&seed) % 10) {
        case 0: /* copyin (or present increment) */
        case 1:
            if (x->refs == 0) memcpy(x->model, x->h, bytes);
            CHECK(acc_copyin(x->h, bytes) != NULL);
            x->refs++;
            break;
        case 2: /* copyout: copies back only at zero */
            if (x->refs == 0) break;
            acc_copyout(x->h, bytes);
            if (--x->refs == 0 && !shared_mem_dev) CHECK(equal(x->h, x->model, x->n));
            break;
        case 3: /* delete */
            if (x->refs == 0) break;
            acc_delete(x->h, bytes);
            x->refs--;
            break;
        case 4: /* write the device copy directly */
            if (x->refs == 0) break;
            for (int k = 0; k < x->n; k++) tmp[k] = stamp + (float)k;
            acc_memcpy_to_device(acc_deviceptr(x->h), tmp, bytes);
            memcpy(x->model, tmp, bytes);
            if (shared_mem_dev) memcpy(x->h, tmp, bytes);
            break;
        case 5: /* update self */
            if (x->refs == 0) break;
            acc_update_self(x->h, bytes);
            CHECK(equal(x->h, x->model, x->n));
            break;
        case 6: /* change host, update device */
            if (x->refs == 0) break;
            for (int k = 0; k < x->n; k++) x->h[k] = -stamp - (float)k;
            acc_update_device(x->h, bytes);
            memcpy(x->model, x->h, bytes);
            break;
        case 7: /* async round trip on the thread's own queue */
            if (x->refs == 0) break;
            for (int k = 0; k < x->n; k++) x->h[k] = stamp * 2.0f + (float)k;
            memcpy(x->model, x->h, bytes);
            acc_update_device_async(x->h, bytes, tid);
            acc_wait(tid);
            memset(x->h, 0, bytes);
            if (shared_mem_dev) memcpy(x->h, x->model, bytes);
            acc_update_self_async(x->h, bytes, tid);
            acc_wait(tid);
            CHECK(equal(x->h, x->model, x->n));
            break;
        case 8: { /* acc_malloc / acc_free */
            void *d = acc_malloc(bytes);
            CHECK(d != NULL);
            acc_memcpy_to_device(d, x->h, bytes);
            acc_memcpy_from_device(tmp, d, bytes);
            CHECK(equal(tmp, x->h, x->n));
            acc_free(d);
            break;
        }
        case 9: /* the shared array: reference counts from every thread */
            acc_copyin(shared_arr, sizeof shared_arr);
            CHECK(acc_is_present(shared_arr, sizeof shared_arr));
            acc_delete(shared_arr, sizeof shared_arr);
            break;
        }
        CHECK(acc_is_present(x->h, bytes) == (x->refs > 0 || shared_mem_dev));
    }
    for (int i = 0; i < NARR; i++) {
        while (a[i].refs > 0) {
            acc_copyout(a[i].h, (size_t)a[i].n * sizeof(float));
            a[i].refs--;
        }
        if (!shared_mem_dev) CHECK(!acc_is_present(a[i].h, (size_t)a[i].n * sizeof(float)));
        free(a[i].h);
        free(a[i].model);
    }
    free(tmp);
    return NULL;
}

TEST_MAIN_BEGIN
    shared_mem_dev = shared_memory();
    acc_init(acc_get_device_type());
    size_t before = __oxacc_device_bytes_in_use();
    pthread_t t[NTHREADS];
    for (int i = 0; i < NTHREADS; i++) CHECK(pthread_create(&t[i], NULL, worker, (void *)(size_t)i) == 0);
    for (int i = 0; i < NTHREADS; i++) pthread_join(t[i], NULL);
    acc_wait_all();
    CHECK(!acc_is_present(shared_arr, sizeof shared_arr) || shared_mem_dev);
    CHECK(__oxacc_device_bytes_in_use() == before);
TEST_MAIN_END
