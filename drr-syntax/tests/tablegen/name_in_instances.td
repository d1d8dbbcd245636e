// NAME in a class instance written as a value stays unresolved, as in
// TableGen: the anonymous records are accepted, and a def that does not
// read their NAME fields, or reads them where the value is not needed
// (an !if branch not taken, a count), has its values.
class C<string n> {
  string s = n;
  string t = NAME;
  string u = "p" # NAME;
  string w = !strconcat(NAME, "z");
  string x = !tolower(NAME);
  int e = !if(!eq(NAME, "q"), 1, 2);
}
class K<int i = 0, string n = NAME> { string kn = n; int ki = i; }
class P<string s> { string ps = s; }
class Q<int i = 0> : P<NAME>;
def d4 { C f = C<"a">; string s = f.s; }
def d5 { list<C> l = [C<"b">]; }
defvar v = C<"v">;
def d6 { C f = v; string g = v.s; }
multiclass M { def _x { C f = C<NAME>; string b = C<NAME>.s; } }
defm mm : M;
def d7 { string a = !if(1, "x", C<"c">.t); int n = !size([C<"c">.t, K<>.kn]); }
def d8 { int i = K<3>.ki; K k = K<>; Q q = Q<>; }
class Named { string me = NAME; }
def d9 : Named;
def d10 : K<5>;
def d11 { bit a = !isa<string>(C<"c">.t); bit b = !isa<int>(C<"c">.t); }
