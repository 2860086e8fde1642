void log_event(int code);

int main(void)
{
    int total = log_event(1) + 2;
    return total;
}
