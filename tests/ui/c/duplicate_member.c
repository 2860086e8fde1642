struct employee {
    char name[32];
    int id;
    double id;
};
