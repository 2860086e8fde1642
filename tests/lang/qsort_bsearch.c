/* qsort and bsearch over structs with several comparators. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct person { char name[16]; int age; };

static int by_age(const void *a, const void *b)
{
    const struct person *x = a, *y = b;
    if (x->age != y->age)
        return x->age - y->age;
    return strcmp(x->name, y->name);
}

static int by_name(const void *a, const void *b)
{
    return strcmp(((const struct person *)a)->name, ((const struct person *)b)->name);
}

static int int_cmp(const void *a, const void *b)
{
    int x = *(const int *)a, y = *(const int *)b;
    return (x > y) - (x < y);
}

int main(void)
{
    struct person people[] = {{"dora", 31}, {"alan", 41}, {"carl", 25}, {"bea", 31}, {"emil", 19}};
    size_t n = sizeof people / sizeof people[0];
    qsort(people, n, sizeof people[0], by_age);
    for (size_t i = 0; i < n; i++)
        printf("%s:%d ", people[i].name, people[i].age);
    printf("\n");
    qsort(people, n, sizeof people[0], by_name);
    struct person key = {"carl", 0};
    struct person *found = bsearch(&key, people, n, sizeof people[0], by_name);
    printf("%s %d\n", found ? found->name : "none", found ? found->age : -1);
    int nums[100];
    unsigned seed = 12345;
    for (int i = 0; i < 100; i++) {
        seed = seed * 1103515245u + 12345u;
        nums[i] = (int)(seed >> 16) % 1000;
    }
    qsort(nums, 100, sizeof nums[0], int_cmp);
    int ok = 1;
    for (int i = 1; i < 100; i++)
        ok &= nums[i - 1] <= nums[i];
    int probe = nums[50];
    int *hit = bsearch(&probe, nums, 100, sizeof nums[0], int_cmp);
    printf("%d %d %d %d\n", ok, nums[0], nums[99], hit && *hit == probe);
    return !ok;
}
