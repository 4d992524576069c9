# (empty: this area has no targets yet)
