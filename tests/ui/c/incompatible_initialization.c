struct pair { int a, b; };

int main(void)
{
    struct pair p = { 1, 2 };
    int n = p;
    return n;
}
