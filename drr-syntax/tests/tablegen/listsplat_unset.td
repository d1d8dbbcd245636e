// `!listsplat(x, 0)` is `[]` whatever `x` is: an unset field or an
// unresolved `NAME` there is not read; `!listsplat` of an unresolved
// `NAME` copies it.
class C<string n> { string t = NAME; }
class A { int x; string s; }
def D1 : A { list<int> l = !listsplat(x, 0); }
def D3 { field list<string> l = !listsplat(C<"x">.t, 0); }
def D4 { field list<string> l = !listsplat(C<"x">.t, 2); }
def D5 : A { list<string> l = !listsplat(s, 0); int n = !size(!listsplat(x, 0)); }
class B<int y> { list<int> l = !listsplat(y, 0); }
def D6 : B<?>;
def D7 : A { list<int> l = !listconcat(!listsplat(x, 0), [1]); }
