struct account { long balance; };

void deposit(struct account *acc, long amount)
{
    acc.balance += amount;
}
