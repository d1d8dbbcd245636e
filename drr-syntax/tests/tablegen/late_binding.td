// Fields are bound late: an initializer that names another field sees the
// record's final value of it, after every `let` (TableGen resolves a
// record's references once it is complete).
class A<int n> { int x = n; int y = !add(x, 1); string s = "v" # x; }
def B : A<1> { let x = 5; }
class C : A<2> { let x = 7; }
def D : C;
def E : C { let y = 100; }
let x = 9 in def F : A<3>;
class P<int n> { int a = n; int b = !mul(a, 10); }
class Q : P<2> { int c = !add(b, 1); }
def B2 : Q { let a = 3; }
def B9 : P<2> { let a = 3; }
class Q2 : P<2> { let a = 5; }
def B10 : Q2 { let a = 3; }
class Z { int x = 1; int z = x; list<int> l = [x, z]; }
def B5 : Z { defvar t = x; int u = t; let x = 8; }
def B6 { int m = 5; int k = m; }
class W<int n> { int v = n; list<int> l = [v, n]; string t = !if(!gt(v, 1), "big", "small"); }
def B7 : W<1> { let v = 2; }
def B8 : W<3>;
