/* _Thread_local and __thread storage with pthreads. */
#include <pthread.h>
#include <stdio.h>

static _Thread_local int per_thread = 1;
static __thread long tls_counter;
static int shared_results[4];

static void *worker(void *arg)
{
    int id = *(int *)arg;
    for (int i = 0; i <= id; i++) {
        per_thread *= 2;
        tls_counter += i;
    }
    shared_results[id] = per_thread + (int)tls_counter;
    return NULL;
}

int main(void)
{
    pthread_t threads[4];
    int ids[4] = {0, 1, 2, 3};
    for (int i = 0; i < 4; i++)
        pthread_create(&threads[i], NULL, worker, &ids[i]);
    for (int i = 0; i < 4; i++)
        pthread_join(threads[i], NULL);
    for (int i = 0; i < 4; i++)
        printf("%d ", shared_results[i]);
    printf("\nmain %d %ld\n", per_thread, tls_counter);
    return per_thread;
}
