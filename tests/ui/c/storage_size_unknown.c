struct config;

int main(void)
{
    struct config cfg;
    return 0;
}
