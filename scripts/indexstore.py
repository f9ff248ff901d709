"""Reads the compiler's index of a build (.build/debug/index/store) through the
toolchain's libIndexStore: every reference a source file makes, resolved to the exact
declaration's USR. scripts/check-availability and scripts/check-api-coverage use it."""
import ctypes
import os

REFERENCE = 1 << 2


class IndexStoreError(Exception):
    """The index cannot be read."""


class StringRef(ctypes.Structure):
    _fields_ = [("data", ctypes.c_char_p), ("length", ctypes.c_size_t)]

    def text(self):
        return ctypes.string_at(self.data, self.length).decode() if self.data else ""


def references(store_path, usr_dir, wanted_files):
    """{file: set((line, column, usr))} of every reference the index records in `wanted_files`."""
    lib = ctypes.CDLL(os.path.join(usr_dir, "lib", "libIndexStore.so"))
    vp, cp = ctypes.c_void_p, ctypes.c_char_p
    lib.indexstore_store_create.restype = vp
    lib.indexstore_store_create.argtypes = [cp, ctypes.POINTER(vp)]
    lib.indexstore_unit_reader_create.restype = vp
    lib.indexstore_unit_reader_create.argtypes = [vp, cp, ctypes.POINTER(vp)]
    lib.indexstore_unit_reader_get_main_file.restype = StringRef
    lib.indexstore_unit_reader_get_main_file.argtypes = [vp]
    lib.indexstore_unit_reader_get_modification_time.restype = ctypes.c_bool
    lib.indexstore_unit_reader_get_modification_time.argtypes = [vp, ctypes.POINTER(ctypes.c_int64), ctypes.POINTER(ctypes.c_int64)]
    lib.indexstore_unit_dependency_get_kind.restype = ctypes.c_int
    lib.indexstore_unit_dependency_get_kind.argtypes = [vp]
    lib.indexstore_unit_dependency_get_name.restype = StringRef
    lib.indexstore_unit_dependency_get_name.argtypes = [vp]
    lib.indexstore_unit_dependency_get_filepath.restype = StringRef
    lib.indexstore_unit_dependency_get_filepath.argtypes = [vp]
    lib.indexstore_record_reader_create.restype = vp
    lib.indexstore_record_reader_create.argtypes = [vp, cp, ctypes.POINTER(vp)]
    lib.indexstore_occurrence_get_symbol.restype = vp
    lib.indexstore_occurrence_get_symbol.argtypes = [vp]
    lib.indexstore_occurrence_get_roles.restype = ctypes.c_uint64
    lib.indexstore_occurrence_get_roles.argtypes = [vp]
    lib.indexstore_occurrence_get_line_col.restype = None
    lib.indexstore_occurrence_get_line_col.argtypes = [vp, ctypes.POINTER(ctypes.c_uint), ctypes.POINTER(ctypes.c_uint)]
    lib.indexstore_symbol_get_usr.restype = StringRef
    lib.indexstore_symbol_get_usr.argtypes = [vp]
    for name in ("indexstore_unit_reader_dispose", "indexstore_record_reader_dispose", "indexstore_store_dispose"):
        getattr(lib, name).argtypes = [vp]
    name_applier = ctypes.CFUNCTYPE(ctypes.c_bool, vp, StringRef)
    pointer_applier = ctypes.CFUNCTYPE(ctypes.c_bool, vp, vp)
    lib.indexstore_store_units_apply_f.argtypes = [vp, ctypes.c_uint, vp, name_applier]
    lib.indexstore_unit_reader_dependencies_apply_f.argtypes = [vp, vp, pointer_applier]
    lib.indexstore_record_reader_occurrences_apply_f.argtypes = [vp, vp, pointer_applier]

    error = vp()
    store = lib.indexstore_store_create(store_path.encode(), ctypes.byref(error))
    if not store:
        raise IndexStoreError(f"cannot read the index at {store_path}")
    units = []
    keep_units = name_applier(lambda _, name: units.append(name.text()) or True)
    lib.indexstore_store_units_apply_f(store, 0, None, keep_units)

    # The newest unit of each file: a build folder keeps the units of earlier builds (of a
    # target since renamed, say), whose records describe older versions of the file.
    newest = {}
    for unit_name in units:
        unit = lib.indexstore_unit_reader_create(store, unit_name.encode(), ctypes.byref(error))
        if not unit:
            continue
        main = os.path.realpath(lib.indexstore_unit_reader_get_main_file(unit).text())
        if main in wanted_files:
            seconds, nanoseconds = ctypes.c_int64(), ctypes.c_int64()
            lib.indexstore_unit_reader_get_modification_time(unit, ctypes.byref(seconds), ctypes.byref(nanoseconds))
            when = seconds.value + nanoseconds.value / 1e9
            if main not in newest or newest[main][0] < when:
                newest[main] = (when, unit_name)
        lib.indexstore_unit_reader_dispose(unit)

    found = {}
    for main, (_, unit_name) in newest.items():
        unit = lib.indexstore_unit_reader_create(store, unit_name.encode(), ctypes.byref(error))
        records = []

        def keep_record(_, dependency):
            # kind 2: a record (the occurrences of one file).
            if lib.indexstore_unit_dependency_get_kind(dependency) == 2:
                path = os.path.realpath(lib.indexstore_unit_dependency_get_filepath(dependency).text())
                records.append((lib.indexstore_unit_dependency_get_name(dependency).text(), path))
            return True
        keep = pointer_applier(keep_record)
        lib.indexstore_unit_reader_dependencies_apply_f(unit, None, keep)
        for record_name, path in records:
            if path != main:
                continue
            record = lib.indexstore_record_reader_create(store, record_name.encode(), ctypes.byref(error))
            if not record:
                continue
            uses = found.setdefault(path, set())

            def keep_occurrence(_, occurrence):
                if lib.indexstore_occurrence_get_roles(occurrence) & REFERENCE:
                    line, column = ctypes.c_uint(), ctypes.c_uint()
                    lib.indexstore_occurrence_get_line_col(occurrence, ctypes.byref(line), ctypes.byref(column))
                    usr = lib.indexstore_symbol_get_usr(lib.indexstore_occurrence_get_symbol(occurrence)).text()
                    uses.add((line.value, column.value, usr))
                return True
            occurrences = pointer_applier(keep_occurrence)
            lib.indexstore_record_reader_occurrences_apply_f(record, None, occurrences)
            lib.indexstore_record_reader_dispose(record)
        lib.indexstore_unit_reader_dispose(unit)
    lib.indexstore_store_dispose(store)
    return found
