/* Singly linked list with malloc: build, reverse, remove, merge sort, free. */
#include <stdio.h>
#include <stdlib.h>

struct node { int value; struct node *next; };

static struct node *push(struct node *head, int v)
{
    struct node *n = malloc(sizeof *n);
    if (!n)
        exit(2);
    n->value = v;
    n->next = head;
    return n;
}

static struct node *reverse(struct node *head)
{
    struct node *prev = NULL;
    while (head) {
        struct node *next = head->next;
        head->next = prev;
        prev = head;
        head = next;
    }
    return prev;
}

static struct node *merge(struct node *a, struct node *b)
{
    struct node dummy = {0, NULL}, *tail = &dummy;
    while (a && b) {
        struct node **min = a->value <= b->value ? &a : &b;
        tail->next = *min;
        tail = *min;
        *min = (*min)->next;
    }
    tail->next = a ? a : b;
    return dummy.next;
}

static struct node *sort(struct node *head)
{
    if (!head || !head->next)
        return head;
    struct node *slow = head, *fast = head->next;
    while (fast && fast->next) {
        slow = slow->next;
        fast = fast->next->next;
    }
    struct node *second = slow->next;
    slow->next = NULL;
    return merge(sort(head), sort(second));
}

static void print(const struct node *n)
{
    for (; n; n = n->next)
        printf("%d ", n->value);
    printf("\n");
}

static struct node *remove_value(struct node *head, int v)
{
    struct node **pp = &head;
    while (*pp) {
        if ((*pp)->value == v) {
            struct node *dead = *pp;
            *pp = dead->next;
            free(dead);
        } else {
            pp = &(*pp)->next;
        }
    }
    return head;
}

int main(void)
{
    struct node *list = NULL;
    int values[] = {5, 3, 9, 1, 7, 3, 8};
    for (int i = 0; i < 7; i++)
        list = push(list, values[i]);
    print(list);
    list = reverse(list);
    print(list);
    list = remove_value(list, 3);
    list = sort(list);
    print(list);
    int count = 0;
    while (list) {
        struct node *next = list->next;
        free(list);
        list = next;
        count++;
    }
    return count;
}
