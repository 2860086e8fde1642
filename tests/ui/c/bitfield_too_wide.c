struct packet {
    unsigned int kind : 4;
    unsigned int length : 40;
};
