struct node;

int value(struct node *n)
{
    return n->value;
}
