for i in do done if; do :; done
