/* _Atomic qualifier and specifier, stdatomic operations, with threads. */
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>

static _Atomic int counter;
static _Atomic(long) total = 0;
static atomic_flag flag = ATOMIC_FLAG_INIT;

static void *work(void *arg)
{
    int n = *(int *)arg;
    for (int i = 0; i < n; i++) {
        counter++;
        atomic_fetch_add(&total, i);
    }
    return NULL;
}

int main(void)
{
    pthread_t t[4];
    int n = 10000;
    for (int i = 0; i < 4; i++)
        pthread_create(&t[i], NULL, work, &n);
    for (int i = 0; i < 4; i++)
        pthread_join(t[i], NULL);
    printf("%d %ld\n", atomic_load(&counter), (long)total);
    int expected = 40000;
    _Bool ok = atomic_compare_exchange_strong(&counter, &expected, 1);
    printf("%d %d\n", ok, counter);
    printf("%d %d\n", atomic_flag_test_and_set(&flag), atomic_flag_test_and_set(&flag));
    _Atomic struct { int a, b; } pair;
    atomic_store(&counter, 5);
    counter += 3;
    counter *= 2;
    (void)pair;
    printf("%d %d\n", counter, (int)atomic_is_lock_free(&counter));
    atomic_thread_fence(memory_order_seq_cst);
    return atomic_exchange(&counter, 0) - 16;
}
