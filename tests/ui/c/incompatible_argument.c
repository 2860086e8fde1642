struct pair { int a, b; };
int square(int v);

int main(void)
{
    struct pair p = { 3, 4 };
    return square(p);
}
