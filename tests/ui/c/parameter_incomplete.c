int size_of_config(struct config cfg)
{
    return 0;
}
