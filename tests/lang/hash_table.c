/* A chained hash table with string keys: insert, update, lookup, delete, resize. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct entry { char *key; int value; struct entry *next; };
struct table { struct entry **buckets; size_t size, count; };

static unsigned long hash(const char *s)
{
    unsigned long h = 5381;
    for (; *s; s++)
        h = h * 33 + (unsigned char)*s;
    return h;
}

static void resize(struct table *t);

static void put(struct table *t, const char *key, int value)
{
    unsigned long h = hash(key) % t->size;
    for (struct entry *e = t->buckets[h]; e; e = e->next)
        if (strcmp(e->key, key) == 0) {
            e->value = value;
            return;
        }
    struct entry *e = malloc(sizeof *e);
    e->key = strdup(key);
    e->value = value;
    e->next = t->buckets[h];
    t->buckets[h] = e;
    if (++t->count > t->size * 2)
        resize(t);
}

static void resize(struct table *t)
{
    size_t new_size = t->size * 4;
    struct entry **nb = calloc(new_size, sizeof *nb);
    for (size_t i = 0; i < t->size; i++) {
        struct entry *e = t->buckets[i];
        while (e) {
            struct entry *next = e->next;
            unsigned long h = hash(e->key) % new_size;
            e->next = nb[h];
            nb[h] = e;
            e = next;
        }
    }
    free(t->buckets);
    t->buckets = nb;
    t->size = new_size;
}

static int *get(struct table *t, const char *key)
{
    for (struct entry *e = t->buckets[hash(key) % t->size]; e; e = e->next)
        if (strcmp(e->key, key) == 0)
            return &e->value;
    return NULL;
}

static int del(struct table *t, const char *key)
{
    struct entry **pp = &t->buckets[hash(key) % t->size];
    for (; *pp; pp = &(*pp)->next)
        if (strcmp((*pp)->key, key) == 0) {
            struct entry *dead = *pp;
            *pp = dead->next;
            free(dead->key);
            free(dead);
            t->count--;
            return 1;
        }
    return 0;
}

int main(void)
{
    struct table t = {calloc(4, sizeof(struct entry *)), 4, 0};
    char key[32];
    for (int i = 0; i < 500; i++) {
        snprintf(key, sizeof key, "key%d", i);
        put(&t, key, i * i);
    }
    put(&t, "key7", -7);
    int deleted = 0;
    for (int i = 0; i < 500; i += 3) {
        snprintf(key, sizeof key, "key%d", i);
        deleted += del(&t, key);
    }
    int *v7 = get(&t, "key7"), *v9 = get(&t, "key9"), *v10 = get(&t, "key10");
    printf("%zu %zu %d %d %d %d\n", t.count, t.size, deleted, v7 ? *v7 : 0, v9 != NULL, v10 ? *v10 : 0);
    long sum = 0;
    for (size_t i = 0; i < t.size; i++)
        for (struct entry *e = t.buckets[i]; e; e = e->next)
            sum += e->value;
    printf("%ld\n", sum);
    return (int)(t.count % 200);
}
